import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const SCRIPT = `export const text = ${JSON.stringify('Bienvenue au club. '.repeat(200))};`;
const dirs: string[] = [];

function buildDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-precompress-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a brotli and a gzip sibling of each compressible file, in every folder, that decode to the file', async () => {
    const dir = buildDir({ 'assets/index-AbCd1234.js': SCRIPT, 'prerender/prerender.json': JSON.stringify({ html: SCRIPT }), 'site.webmanifest': SCRIPT });
    expect(await precompressDir(dir)).toBe(6);
    for (const file of ['assets/index-AbCd1234.js', 'prerender/prerender.json', 'site.webmanifest']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      expect(br.byteLength).toBeLessThan(original.byteLength / 5);
      expect(brotliDecompressSync(br)).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves out files that compression does not make smaller, and files already compressed by their format', async () => {
    const dir = buildDir({ 'tiny.js': 'let a=1;', 'logo.png': Buffer.from(SCRIPT), 'font.woff2': Buffer.from(SCRIPT) });
    expect(await precompressDir(dir)).toBe(0);
    for (const file of ['tiny.js', 'logo.png', 'font.woff2']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('removes a sibling left by an earlier build when the file no longer gets one, and does not compress siblings', async () => {
    const dir = buildDir({ 'robots.txt': 'ok', 'robots.txt.br': 'stale', 'big.js': SCRIPT });
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'big.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'big.js.br'))).toBe(true);
  });
});
