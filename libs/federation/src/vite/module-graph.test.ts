import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { isBaseModule } from './lean-base';
import { entriesReaching, isSmallLeaf } from './module-graph';

interface FakeModule {
  imports?: string[];
  dynamicImporters?: string[];
  isEntry?: boolean;
  bytes?: number;
}

/** A chunking context over a small module graph, as Rolldown's `getModuleInfo` describes it. */
function graph(modules: Record<string, FakeModule>): Rolldown.ChunkingContext {
  const importers = (id: string) => Object.entries(modules).flatMap(([importer, module]) => ((module.imports ?? []).includes(id) ? [importer] : []));
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        id,
        code: 'x'.repeat(module.bytes ?? 100),
        importedIds: module.imports ?? [],
        importers: importers(id),
        dynamicImporters: module.dynamicImporters ?? [],
        isEntry: module.isEntry ?? false,
      } as unknown as Rolldown.ModuleInfo;
    },
  };
}

describe('the module graph as the chunk groups read it', () => {
  const context = graph({
    '/src/pages/a.tsx': { dynamicImporters: ['/src/routes.tsx'], imports: ['/src/shared/page.tsx', '/src/shared/form.tsx'] },
    '/src/pages/b.tsx': { dynamicImporters: ['/src/routes.tsx'], imports: ['/src/shared/page.tsx'] },
    '/src/pages/c.tsx': { dynamicImporters: ['/src/routes.tsx'], imports: ['/src/shared/page.tsx', '/src/shared/big.ts'] },
    '/src/shared/page.tsx': { imports: ['/src/shared/title.ts', '\0virtual:__loadShare__react'] },
    '/src/shared/title.ts': {},
    '/src/shared/form.tsx': { imports: ['/node_modules/react-hook-form/index.js'] },
    '/src/shared/big.ts': { bytes: 9000 },
    '/node_modules/react-hook-form/index.js': { bytes: 40_000 },
    '\0virtual:__loadShare__react': {},
  });
  const nothingAnchored = () => false;

  it('a small module whose imports are small leaves or shims is a leaf', () => {
    expect(isSmallLeaf('/src/shared/page.tsx', context, nothingAnchored)).toBe(true);
  });

  it('a module that reaches a library, a big module or a page is not', () => {
    expect(isSmallLeaf('/src/shared/form.tsx', context, nothingAnchored)).toBe(false);
    expect(isSmallLeaf('/src/shared/big.ts', context, nothingAnchored)).toBe(false);
    expect(isSmallLeaf('/src/pages/a.tsx', context, nothingAnchored)).toBe(false);
  });

  it('an anchored import (downloaded anyway) keeps a module a leaf', () => {
    expect(isSmallLeaf('/src/shared/form.tsx', context, (id) => id.includes('react-hook-form'))).toBe(true);
  });

  it('counts the chunk entries that reach a module through static imports', () => {
    expect(entriesReaching('/src/shared/title.ts', context)).toBe(3);
    expect(entriesReaching('/src/shared/form.tsx', context)).toBe(1);
  });
});

describe("a lean base's modules", () => {
  const context = graph({
    '/libs/contracts/src/mini/account.ts': { imports: ['/node_modules/zod/v4/mini/index.js', '/libs/contracts/src/password-policy.ts'] },
    '/libs/contracts/src/password-policy.ts': {},
    '/libs/contracts/src/auth.ts': { imports: ['/libs/contracts/src/zod.ts', '/libs/contracts/src/password-policy.ts'] },
    '/libs/contracts/src/zod.ts': { imports: ['/node_modules/zod/index.js'] },
    '/node_modules/zod/index.js': { imports: ['/node_modules/zod/v4/classic/external.js'] },
    '/node_modules/zod/v4/classic/external.js': {},
    '/node_modules/zod/v4/mini/index.js': {},
    '/node_modules/zod/v4/core/schemas.js': {},
    '/node_modules/zod/v4/core/json-schema-processors.js': {},
    '/libs/http/src/http.ts': {},
  });

  it('are the fetch wrapper, zod core and zod/mini, the mini contracts and the zod-free contracts', () => {
    for (const id of [
      '/libs/http/src/http.ts',
      '/node_modules/zod/v4/core/schemas.js',
      '/node_modules/zod/v4/mini/index.js',
      '/libs/contracts/src/mini/account.ts',
      '/libs/contracts/src/password-policy.ts',
    ]) {
      expect(isBaseModule(id, context), id).toBe(true);
    }
  });

  it('leave out zod classic, its JSON-schema modules and every contract that reaches it', () => {
    for (const id of [
      '/node_modules/zod/v4/classic/external.js',
      '/node_modules/zod/v4/core/json-schema-processors.js',
      '/libs/contracts/src/auth.ts',
      '/libs/contracts/src/zod.ts',
    ]) {
      expect(isBaseModule(id, context), id).toBe(false);
    }
  });
});
