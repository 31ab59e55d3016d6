import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRemoteBuild, packBuild, readBuildDir, unpackBuild } from '@club/federation/registry';
import { expect, test } from '@playwright/test';
import { ROOT_DIR } from '../support/env';
import { PROBE } from './publishing-helpers';

/**
 * Every real remote build, packed as the CLI uploads it, passes the archive's checks and the shell's
 * compatibility check from the unpacked files (docs/decisions/163-remote-build-archive.md): the limits
 * and the allowed file types fit what Vite really writes. The unit tests use a fixture (they run before
 * the builds); this runs after them. The publishing journeys' generated remote is theirs, not built here.
 */
const remotes = readdirSync(ROOT_DIR)
  .filter((name) => name.startsWith('mf-') && name !== PROBE.folder && existsSync(join(ROOT_DIR, name, 'dist', 'remoteEntry.js')))
  .sort();

test('every remote build goes through the archive unchanged and passes the compatibility check', async () => {
  expect(remotes.length).toBeGreaterThan(0);
  const shellShared = JSON.parse(readFileSync(join(ROOT_DIR, 'shell', 'dist', 'shared-versions.json'), 'utf8')) as Record<string, string>;
  for (const folder of remotes) {
    const files = await readBuildDir(join(ROOT_DIR, folder, 'dist'));
    const result = await unpackBuild(await packBuild(files));
    expect(result.ok ? [] : result.problems, folder).toEqual([]);
    if (!result.ok) continue;
    expect([...result.files.keys()], folder).toEqual([...files.keys()]);
    expect(checkRemoteBuild({ files: result.files, folder, shellShared }), folder).toEqual([]);
  }
});
