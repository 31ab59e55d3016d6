import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicRemoteJson } from '../../testing/published-remotes';
import { emptyDir, removeTempDirs } from '../../testing/test-app';
import { readManifestOverride, servedVersion } from './remote-builds';

afterAll(() => removeTempDirs());

describe('servedVersion', () => {
  it('reads the version of an entry this process serves for that folder, and nothing else', () => {
    expect(servedVersion('/remotes/mf-public/4/remoteEntry.js', 'mf-public')).toBe('4');
    expect(servedVersion('/remotes/mf-public/4/remoteEntry.js', 'mf-member')).toBeUndefined();
    expect(servedVersion('/remotes/mf-public/remoteEntry.js', 'mf-public')).toBeUndefined();
    expect(servedVersion('https://cdn.example.org/remotes/mf-public/4/remoteEntry.js', 'mf-public')).toBeUndefined();
  });
});

describe('readManifestOverride', () => {
  const write = (content: string) => {
    const file = join(emptyDir(), 'manifest.json');
    writeFileSync(file, content);
    return file;
  };

  it('reads a manifest whose entries carry their areas', async () => {
    const { areas } = JSON.parse(publicRemoteJson()) as { areas: unknown };
    const manifest = { remotes: { 'mf-public': { name: 'mf_public', entry: 'https://cdn.example.org/mf-public/remoteEntry.js', version: '2.0.0', areas } } };
    await expect(readManifestOverride(write(JSON.stringify(manifest)))).resolves.toEqual({
      remotes: { 'mf-public': { ...manifest.remotes['mf-public'], navigation: [], widgets: [] } },
    });
  });

  it('fails, in French, on a missing file or an entry without areas (the shell could not place the remote)', async () => {
    await expect(readManifestOverride(join(emptyDir(), 'absent.json'))).rejects.toThrow(/^FEDERATION_MANIFEST: impossible de lire/);
    const withoutAreas = { remotes: { 'mf-public': { name: 'mf_public', entry: '/x.js', version: '1' } } };
    await expect(readManifestOverride(write(JSON.stringify(withoutAreas)))).rejects.toThrow(/n'est pas un manifeste valide/);
  });
});
