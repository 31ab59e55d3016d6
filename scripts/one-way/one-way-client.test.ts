import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientTree } from './client-files';
import { importCycles, importGraph } from './import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tree = clientTree(ROOT);

describe('one way to do each thing on the client side (libs/, shell/, mf-*/; ADR 183)', () => {
  it('keeps test helpers in testing/ folders: no test/ folder, no *.test-helpers.ts file', () => {
    const strays = [...tree.folders.filter((folder) => folder.split('/').at(-1) === 'test'), ...tree.files.filter((file) => /\.test-helpers\.tsx?$/.test(file))];
    expect(strays, 'move them to a testing/ folder beside the code they help test').toEqual([]);
  });

  it('has no import cycle', () => {
    const sources = tree.files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
    const cycles = importCycles(importGraph(ROOT, sources));
    const report = cycles.map((files) => files.join(' ↔ ')).join('\n');
    expect(report, `${cycles.length} import cycle(s): move the shared piece to its own module\n${report}`).toBe('');
  }, 60_000); // resolves every import of the client side
});

describe('importCycles', () => {
  it('finds each cycle once, a module importing itself included, and nothing in a tree of imports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e', 'd']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
