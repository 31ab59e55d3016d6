import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
// vite's bin is not an export of the package: found next to its package.json.
const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const CONFIG = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixture', 'vite.config.ts');
const dirs: string[] = [];

/** Removes the fixture's builds (in an afterAll). */
export function removeFixtureBuilds(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `vite build` of the fixture app in a clean Node process (no jsdom: styled-components' server side). */
export async function buildFixture(withPrerender: boolean): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'club-prerender-'));
  dirs.push(outDir);
  await run(process.execPath, [VITE, 'build', '--configLoader', 'runner', '--config', CONFIG], {
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir, ...(withPrerender ? { WITH_PRERENDER: '1' } : {}) },
  });
  return outDir;
}

/** Every file of a build, by path relative to it. */
export function filesOf(dir: string, base = dir): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? Object.entries(filesOf(path, base)) : [[relative(base, path), readFileSync(path, 'utf8')]];
    }),
  );
}
