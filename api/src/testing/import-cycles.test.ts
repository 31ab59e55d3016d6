import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

describe('importCycles', () => {
  it('finds a cycle through several modules and a module importing itself', () => {
    const graph = new Map([
      ['env', ['env-production', 'zod']],
      ['env-production', ['env']],
      ['app', ['env', 'app']],
      ['zod', []],
    ]);
    expect(importCycles(graph)).toEqual([['env', 'env-production'], ['app']]);
  });

  it('finds none in a graph without cycles', () => {
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
