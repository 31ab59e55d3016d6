import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_PACKAGE_PRESET } from '@club/federation/vite';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemote, resolveOptions } from './new-remote';

const roots: string[] = [];
const tempRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'new-remote-'));
  roots.push(root);
  return root;
};
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('resolveOptions', () => {
  it('derives the menu label, the area label, the menu and the container name', () => {
    expect(resolveOptions({ folder: 'mf-club-news', path: '/club-news', layout: 'public' })).toEqual({
      folder: 'mf-club-news',
      path: '/club-news',
      layout: 'public',
      label: 'la section Club news',
      menuLabel: 'Club news',
      menu: 'main',
      container: 'mf_club_news',
    });
    expect(resolveOptions({ folder: 'mf-blog', path: '/admin/blog', layout: 'admin' }).menu).toBe('admin');
    expect(resolveOptions({ folder: 'mf-profile', path: '/user/profile', layout: 'protected' }).menu).toBe('member');
  });

  it.each([
    [{ folder: 'demo', path: '/demo', layout: 'public' }, /mf-<nom>/],
    [{ folder: 'mf-Demo', path: '/demo', layout: 'public' }, /mf-<nom>/],
    [{ folder: 'mf-demo', path: 'demo', layout: 'public' }, /--path attend/],
    [{ folder: 'mf-demo', path: '/Demo/../x', layout: 'public' }, /--path attend/],
    [{ folder: 'mf-demo', path: '/demo', layout: 'guest' }, /--layout attend public, protected, admin/],
    [{ folder: 'mf-demo', path: '/demo', layout: 'admin' }, /sous \/admin\//],
  ])('refuses %o with a French reason', (options, message) => {
    expect(() => resolveOptions(options)).toThrow(message);
  });
});

describe('createRemote', () => {
  it('writes the template with the values, quotes escaped, and the package preset', async () => {
    const root = tempRoot();
    const files = await createRemote(root, { folder: 'mf-demo', path: '/demo', layout: 'public', label: "l'espace démo", menuLabel: 'Démo' });
    expect(files).toContain(join('mf-demo', 'src', 'routes.tsx'));
    expect(files).toContain(join('mf-demo', 'src', 'features', 'home', 'home-page.test.tsx'));
    const config = readFileSync(join(root, 'mf-demo', 'module-federation.config.ts'), 'utf8');
    expect(config).toContain("name: 'mf_demo'");
    expect(config).toContain("layout: 'public', label: 'l\\'espace démo'");
    expect(config).toContain("label: 'Démo', menu: 'main'");
    expect(readFileSync(join(root, 'mf-demo', 'src', 'paths.ts'), 'utf8')).toContain("export const BASE_PATH = '/demo';");
    const pkg = JSON.parse(readFileSync(join(root, 'mf-demo', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).toMatchObject({ name: 'mf-demo', version: '0.1.0', ...REMOTE_PACKAGE_PRESET });
  });

  it('never overwrites an existing folder', async () => {
    const root = tempRoot();
    await createRemote(root, { folder: 'mf-demo', path: '/demo', layout: 'public' });
    await expect(createRemote(root, { folder: 'mf-demo', path: '/autre', layout: 'public' })).rejects.toThrow(/existe déjà/);
  });
});
