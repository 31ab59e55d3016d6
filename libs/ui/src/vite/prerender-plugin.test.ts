import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderPages } from './prerender-plugin';

const run = promisify(execFile);
// vite's bin is not an export of the package: found next to its package.json.
const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const CONFIG = join(dirname(fileURLToPath(import.meta.url)), 'fixture', 'vite.config.ts');
const dirs: string[] = [];

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `vite build` of the fixture app in a clean Node process (no jsdom: styled-components' server side). */
async function build(withPrerender: boolean): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'club-prerender-'));
  dirs.push(outDir);
  await run(process.execPath, [VITE, 'build', '--configLoader', 'runner', '--config', CONFIG], {
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir, ...(withPrerender ? { WITH_PRERENDER: '1' } : {}) },
  });
  return outDir;
}

function files(dir: string, base = dir): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? Object.entries(files(path, base)) : [[relative(base, path), readFileSync(path, 'utf8')]];
    }),
  );
}

describe('prerenderPages', () => {
  it('applies to client builds only', () => {
    const { apply } = prerenderPages({ entry: 'x.tsx' });
    if (typeof apply !== 'function') throw new Error('apply should be a function');
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });

  it('writes prerender/prerender.json after the build, and leaves the client bundles byte for byte as without it', async () => {
    const [plain, prerendered] = [await build(false), await build(true)];
    const { 'prerender/prerender.json': output, ...bundles } = files(prerendered);
    expect(bundles).toEqual(files(plain));

    const json = JSON.parse(output ?? 'null') as { format: number; pages: Array<{ path: string; title: string; html: string; css: string }> };
    expect(json.format).toBe(1);
    const [page] = json.pages;
    expect(page?.html).toMatch(/^<h1 class="[^"]+">Bonjour<\/h1>$/);
    // Colours are theme variables; media queries keep literal breakpoints; no styled-components markers.
    expect(page?.css).toContain('color:var(--color-primary);');
    expect(page?.css).toContain('@media (max-width: 768px)');
    expect(page?.css).not.toMatch(/data-styled|\/\*!sc\*\//);
  }, 120_000);
});
