import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, addCompileHints, compileHints } from './compile-hints';

const large = 'x'.repeat(COMPILE_HINT_MIN_BYTES);

describe('addCompileHints', () => {
  it('puts the hint on the first line of the large chunks only, and leaves assets and shebangs alone', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, code: `var a="${large}";` },
      'small.js': { type: 'chunk' as const, code: 'export const b=1;' },
      'cli.js': { type: 'chunk' as const, code: `#!/usr/bin/env node\nvar c="${large}";` },
      'remote.json': { type: 'asset' as const },
    };
    addCompileHints(bundle);
    expect(bundle['index.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle['small.js'].code).toBe('export const b=1;');
    expect(bundle['cli.js'].code.startsWith('#!')).toBe(true);
  });

  it('shifts a source map by the added line', () => {
    const chunk = { type: 'chunk' as const, code: large, map: { mappings: 'AAAA' } };
    addCompileHints({ 'index.js': chunk });
    expect(chunk.map.mappings).toBe(';AAAA');
  });
});

describe('compileHints in a Vite build', () => {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps the hint first in a chunk that imports another lazily (Vite writes its dependency map above the code)', async () => {
    // Strings the minifier cannot drop make the first two chunks large; `small.js` imports a chunk of its
    // own, so loading it lazily makes Vite write its dependency map on top of `later`.
    writeFileSync(
      join(root, 'main.js'),
      `export const text = ${JSON.stringify(large)};\nexport const later = () => import('./later.js');\nexport const dep = () => import('./dep.js');\n`,
    );
    writeFileSync(join(root, 'later.js'), `export const text = ${JSON.stringify(large)};\nexport const more = () => import('./small.js');\n`);
    writeFileSync(join(root, 'small.js'), "import { dep } from './dep.js';\nexport const small = () => dep;\n");
    writeFileSync(join(root, 'dep.js'), 'export const dep = 1;\n');
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { write: false, rolldownOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'exports-only' } },
    })) as Rollup.RollupOutput;
    const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const lines = (name: string) => (chunks.find((chunk) => chunk.name === name)?.code ?? '').split('\n');
    expect(lines('main')[0]).toBe(COMPILE_HINT);
    expect(lines('later')[0]).toBe(COMPILE_HINT);
    expect(lines('later')[1]?.startsWith('const __vite__mapDeps=')).toBe(true);
    expect(lines('small').includes(COMPILE_HINT)).toBe(false);
  });

  it("keeps the source map file aligned: the hinted chunk's first line of code maps to its first source line", async () => {
    writeFileSync(join(root, 'mapped.js'), `export const text = ${JSON.stringify(large)};\n`);
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { write: false, sourcemap: true, minify: false, rolldownOptions: { input: join(root, 'mapped.js'), preserveEntrySignatures: 'exports-only' } },
    })) as Rollup.RollupOutput;
    const chunk = output.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const mapFile = output.output.find((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName === `${chunk?.fileName}.map`);
    expect(chunk?.code.split('\n')[0]).toBe(COMPILE_HINT);
    const mappings = (JSON.parse(String(mapFile?.source)) as { mappings: string }).mappings.split(';');
    // Line 1 (the hint) maps to nothing; the line declaring `text` is the first with mappings.
    const textLine = chunk?.code.split('\n').findIndex((line) => line.startsWith('var text')) ?? -1;
    expect(textLine).toBeGreaterThan(0);
    expect(mappings[0]).toBe('');
    expect(mappings.findIndex((line) => line !== '')).toBe(textLine);
  });
});
