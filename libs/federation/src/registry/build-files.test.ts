import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildDir } from './build-files';
import { temporaryDir } from './fixture/remote-build';

let dir: string;
let remove: () => Promise<void>;
beforeEach(async () => {
  ({ dir, remove } = await temporaryDir('build-files'));
});
afterEach(() => remove());

describe('readBuildDir', () => {
  it('reads every regular file under the build, by posix path relative to its root, in path order', async () => {
    await mkdir(join(dir, 'assets', 'deep'), { recursive: true });
    await writeFile(join(dir, 'remoteEntry.js'), 'entry');
    await writeFile(join(dir, 'assets', 'routes-a1.js'), 'routes');
    await writeFile(join(dir, 'assets', 'deep', 'logo.svg'), '<svg/>');
    await mkdir(join(dir, 'empty'));

    const files = await readBuildDir(dir);
    expect([...files.keys()]).toEqual(['assets/deep/logo.svg', 'assets/routes-a1.js', 'remoteEntry.js']);
    expect(new TextDecoder().decode(files.get('assets/routes-a1.js'))).toBe('routes');
  });

  it('leaves links out: only what the build itself wrote is published', async () => {
    await writeFile(join(dir, 'remoteEntry.js'), 'entry');
    await symlink('/etc/hostname', join(dir, 'host.txt'));
    expect([...(await readBuildDir(dir)).keys()]).toEqual(['remoteEntry.js']);
  });
});
