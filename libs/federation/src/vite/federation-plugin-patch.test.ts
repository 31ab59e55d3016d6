import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Our patch of @module-federation/vite's built file (docs/decisions/065-federation-parse-barrier-patch.md, 191).
const pluginPackage = createRequire(import.meta.url).resolve('@module-federation/vite/package.json');
const PATCHED_VERSION = '1.23.0';

/** The body of the plugin's `addPendingIds`, where the patch changes one condition. */
function addPendingIdsSource(): string {
  const code = readFileSync(join(dirname(pluginPackage), 'lib/index.js'), 'utf8');
  const start = code.indexOf('const addPendingIds = (ids) => {');
  if (start < 0) throw new Error('addPendingIds introuvable dans @module-federation/vite : revoir le patch (ADR 191).');
  return code.slice(start, code.indexOf('\n\t\t\t};', start));
}

describe('@module-federation/vite and our patch of its parse barrier', () => {
  it(`is ${PATCHED_VERSION}, the version the patch was written and measured for`, () => {
    const { version } = JSON.parse(readFileSync(pluginPackage, 'utf8')) as { version: string };
    expect(
      version,
      `@module-federation/vite ${version} is installed, the patch was written for ${PATCHED_VERSION}: check whether ` +
        "the new version's addPendingIds still skips a module without ModuleInfo, then drop or redo " +
        'patches/@module-federation__vite@1.23.0.patch and update docs/decisions/191 (a new ADR) and this test.',
    ).toBe(PATCHED_VERSION);
  });

  it('tracks a child module that Rolldown has resolved but not loaded yet, so the barrier waits for it', () => {
    const source = addPendingIdsSource();
    expect(source, 'the patch is not applied: pnpm install with patchedDependencies (pnpm-workspace.yaml)').not.toContain('this.getModuleInfo(pendingId)');
    expect(source).toContain('controller.parseStartSet.add(pendingId)');
    // Externals, which never get parsed, are still dropped: by their resolution, not by a missing ModuleInfo.
    expect(source).toContain('controller.externalSet.has(pendingId)');
    expect(source).toContain('probeExternal(pendingId)');
  });
});
