import { describe, expect, it } from 'vitest';
import { entryPreloadFiles, type BundleLike } from './entry-preload';

const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk' as const, imports, dynamicImports });

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
