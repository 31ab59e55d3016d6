import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './source-tree';
import { importCycles, importGraph } from './import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tree = sourceTree(ROOT);

describe('one way to do each thing in the code (libs/, shell/, mf-*/, api/; ADRs 183, 184)', () => {
  it('keeps test helpers in testing/ folders: no test/ folder, no *.test-helpers.ts file', () => {
    const strays = [
      ...tree.folders.filter((folder) => /^tests?$/.test(folder.split('/').at(-1) ?? '')),
      ...tree.files.filter((file) => /\.test-helpers\.tsx?$/.test(file)),
    ];
    expect(strays, 'move them to a testing/ folder beside the code they help test').toEqual([]);
  });

  it('has no import cycle', () => {
    const sources = tree.files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
    const cycles = importCycles(importGraph(ROOT, sources));
    const report = cycles.map((files) => files.join(' ↔ ')).join('\n');
    expect(report, `${cycles.length} import cycle(s): move the shared piece to its own module\n${report}`).toBe('');
  }, 120_000); // resolves every import of the workspace
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
