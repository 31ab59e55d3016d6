import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PACKAGE_PRESET } from '@club/federation/vite';
import { describe, expect, it } from 'vitest';
import { ROOT } from './workspace';

const remotes = readdirSync(ROOT).filter((name) => /^mf-[a-z0-9-]+$/.test(name) && existsSync(join(ROOT, name, 'package.json')));

/** Every remote follows the one template: the package preset, the shared vitest preset, no index.html of its own. */
describe.each(remotes)('%s', (folder) => {
  const pkg = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;

  it('has the preset scripts and dependencies', () => {
    expect(pkg.scripts).toMatchObject(REMOTE_PACKAGE_PRESET.scripts);
    expect(pkg.dependencies).toMatchObject(REMOTE_PACKAGE_PRESET.dependencies);
    expect(pkg.devDependencies).toMatchObject(REMOTE_PACKAGE_PRESET.devDependencies);
  });

  it('uses the shared vite and vitest presets, and the template layout', () => {
    expect(readFileSync(join(ROOT, folder, 'vite.config.ts'), 'utf8')).toContain('remoteAppConfig(');
    expect(readFileSync(join(ROOT, folder, 'vitest.config.ts'), 'utf8')).toContain('remoteVitestConfig(');
    expect(readFileSync(join(ROOT, folder, 'module-federation.config.ts'), 'utf8')).toContain('defineRemoteConfig(');
    for (const file of ['src/routes.tsx', 'src/standalone.tsx', 'src/features']) expect(existsSync(join(ROOT, folder, file)), file).toBe(true);
    for (const copy of ['index.html', 'src/app', 'src/config', 'src/lib', 'src/testing']) expect(existsSync(join(ROOT, folder, copy)), copy).toBe(false);
  });
});
