import { describe, expect, it } from 'vitest';
import { entryPreloadFiles, pagePreloadFiles, type BundleLike } from './entry-preload';

const chunk = (imports: string[] = [], dynamicImports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  imports,
  dynamicImports,
  facadeModuleId,
});

describe('entryPreloadFiles', () => {
  it('lists the entry, its dynamic imports and every static import below them, once, but no lazy page', () => {
    const bundle: BundleLike = {
      'remoteEntry.js': chunk(['assets/runtime.js', 'assets/helper.js'], ['assets/shared-map.js', 'assets/routes.js']),
      'assets/runtime.js': chunk(),
      'assets/helper.js': chunk(),
      'assets/shared-map.js': chunk(['assets/helper.js']),
      'assets/routes.js': chunk(['assets/react-share.js', 'assets/helper.js'], ['assets/contact-page.js']),
      'assets/react-share.js': chunk(['assets/routes.js']),
      'assets/contact-page.js': chunk(['assets/form-lib.js']),
      'assets/form-lib.js': chunk(),
      'mf-manifest.json': { type: 'asset' },
    };
    expect(entryPreloadFiles(bundle, 'remoteEntry.js')).toEqual([
      'remoteEntry.js',
      'assets/runtime.js',
      'assets/helper.js',
      'assets/shared-map.js',
      'assets/routes.js',
      'assets/react-share.js',
    ]);
  });

  it('is empty when the entry is not in the bundle', () => {
    expect(entryPreloadFiles({ 'index.js': chunk() }, 'remoteEntry.js')).toEqual([]);
  });
});

describe('pagePreloadFiles', () => {
  const bundle: BundleLike = {
    'remoteEntry.js': chunk([], ['assets/routes.js']),
    'assets/routes.js': chunk(['assets/react-share.js'], ['assets/list.js', 'assets/detail.js']),
    'assets/react-share.js': chunk(),
    'assets/list.js': chunk(['assets/ui-admin.js', 'assets/react-share.js'], ['assets/dialog.js'], '/app/src/features/list.route.tsx'),
    'assets/ui-admin.js': chunk(['assets/api-client.js']),
    'assets/api-client.js': chunk(),
    'assets/dialog.js': chunk(),
    'assets/detail.js': chunk(['assets/ui-admin.js'], [], '/app/src/features/detail.route.tsx'),
  };
  const entryFiles = entryPreloadFiles(bundle, 'remoteEntry.js');

  it("lists the page's chunk and its static imports that the entry's preloads do not already hold, not its own lazy imports", () => {
    expect(pagePreloadFiles(bundle, ['/app/src/features/list.route.tsx'], entryFiles)).toEqual(['assets/list.js', 'assets/ui-admin.js', 'assets/api-client.js']);
    expect(pagePreloadFiles(bundle, ['/app/src/features/list.route.tsx', '/app/src/features/detail.route.tsx'], entryFiles)).toEqual([
      'assets/list.js',
      'assets/ui-admin.js',
      'assets/api-client.js',
      'assets/detail.js',
    ]);
  });

  it('lists the largest files first, so that they are the first to get a connection', () => {
    const sized: BundleLike = {
      ...bundle,
      'assets/list.js': { ...chunk(['assets/ui-admin.js'], [], '/app/src/features/list.route.tsx'), code: 'x'.repeat(1_000) },
      'assets/ui-admin.js': { ...chunk(['assets/api-client.js']), code: 'x'.repeat(24_000) },
      'assets/api-client.js': { ...chunk(), code: 'x'.repeat(7_000) },
    };
    expect(pagePreloadFiles(sized, ['/app/src/features/list.route.tsx'], entryFiles)).toEqual(['assets/ui-admin.js', 'assets/api-client.js', 'assets/list.js']);
  });

  it('is empty when no chunk is that module (merged into another chunk, or a wrong path)', () => {
    expect(pagePreloadFiles(bundle, ['/app/src/features/missing.route.tsx'], entryFiles)).toEqual([]);
  });
});
