import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hostAppConfig } from '@club/federation/vite';
import { describe, expect, it } from 'vitest';

// The shell defines the federation runtime's build flags itself, as the federation plugin does for the remotes
// (docs/decisions/201-zod-mini-first-load-parsers.md). If an upgrade renames a flag, the define silently stops
// working and every page downloads the snapshot plugins and Node loaders again: this test says so first.
const fromShell = createRequire(import.meta.url);
const fromRuntime = createRequire(fromShell.resolve('@module-federation/runtime'));
/** A file of the runtime's own dependency, beside its main entry (`dist/`). */
const distFile = (name: string, file: string) => join(dirname(fromRuntime.resolve(name)), file);

const define = hostAppConfig({ plugins: [] }).define ?? {};

describe("the federation runtime's build flags set by the shell's build", () => {
  it('leaves out the snapshot plugins: the runtime core still reads FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN', () => {
    expect(define.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN).toBe('true');
    const core = readFileSync(distFile('@module-federation/runtime-core', 'core.js'), 'utf8');
    expect(core, 'runtime-core no longer reads this flag: find its new name (ADR 201)').toContain('typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN');
  });

  it("keeps the browser's loaders only: the sdk still reads ENV_TARGET", () => {
    expect(define.ENV_TARGET).toBe(JSON.stringify('web'));
    const sdk = readFileSync(distFile('@module-federation/sdk', 'node.js'), 'utf8');
    expect(sdk, 'the sdk no longer reads this flag: find its new name (ADR 201)').toContain('typeof ENV_TARGET');
  });
});
