import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles } from './testing/import-cycles';

// One way to do each thing in the API (ADR 184): what ESLint cannot see file by file.
const API_DIR = resolve(import.meta.dirname, '..');
const SRC_DIR = join(API_DIR, 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...filesUnder(path)] : [path];
  });
}

/** Every module of api/src and the modules it imports, type-only imports included (a cycle of types is a cycle). */
function importGraph(): Map<string, string[]> {
  const modules = filesUnder(SRC_DIR).filter((path) => path.endsWith('.ts'));
  const known = new Set(modules);
  return new Map(
    modules.map((path) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(dirname(path), fileName))
        .flatMap((base) => [`${base}.ts`, join(base, 'index.ts')].filter((candidate) => known.has(candidate)).slice(0, 1));
      return [path, targets];
    }),
  );
}

describe('API source layout', () => {
  it('has no import cycle in api/src', () => {
    const cycles = importCycles(importGraph()).map((cycle) => cycle.map((path) => relative(SRC_DIR, path)).join(' → '));
    expect(cycles, "cycle d'imports : déplacez la partie partagée dans un module que les deux importent").toEqual([]);
  });

  it('names every test helper folder testing/ and has no *.test-helpers.ts', () => {
    const misplaced = filesUnder(API_DIR)
      .map((path) => relative(API_DIR, path))
      .filter((path) => /(^|\/)tests?$/.test(path) || path.endsWith('.test-helpers.ts'));
    expect(misplaced, 'les aides de test vont dans un dossier testing/').toEqual([]);
  });
});
