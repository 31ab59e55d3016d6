import type { FederationManifest, RemoteVersionRef } from '@club/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_REMOTE, TEST_CONFIG } from '../testing/demo-config';
import { areasFromManifest } from './areas';
import { REMOTE_LOAD_TIMEOUT_MS, loadRemoteModule, type LoadRemote, type RemoteLoaders } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';

const [area] = areasFromManifest(TEST_CONFIG);
if (!area) throw new Error('TEST_CONFIG has no area');
const routes = [{ index: true }];
const entryDown = () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));

const CURRENT: RemoteVersionRef = { entry: PUBLIC_REMOTE.entry, version: PUBLIC_REMOTE.version };
const PREVIOUS: RemoteVersionRef = { entry: '/remotes/mf-public/2/remoteEntry.js', version: '2' };
/** Version 3 is current; version 2 is the last one a browser loaded. */
const withFallback: FederationManifest = { remotes: { 'mf-public': { ...PUBLIC_REMOTE, lastLoaded: PREVIOUS } } };

/**
 * Loaders over a fake federation runtime: `useVersion` switches which version `load` answers from,
 * and each version answers with `answers[version]` (a module, or a rejection).
 */
function runtime(answers: Record<string, () => Promise<unknown>>) {
  let registered = CURRENT.version;
  const load = vi.fn<LoadRemote>((id) => {
    const answer = answers[registered];
    if (!answer) throw new Error(`no version ${registered} for ${id}`);
    return answer();
  });
  const useVersion = vi.fn((_name: string, version: RemoteVersionRef) => {
    registered = version.version;
  });
  const loaders = { load, useVersion, onCurrentLoaded: vi.fn(), onFallback: vi.fn() } satisfies RemoteLoaders;
  return { ...loaders, loaders, registered: () => registered };
}

async function failureOf(promise: Promise<unknown>): Promise<RemoteLoadError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteLoadError);
  return error as RemoteLoadError;
}

afterEach(() => vi.useRealTimers());

describe('loadRemoteModule', () => {
  it("loads the remote's ./routes module (default export or namespace) and says the current version loaded", async () => {
    const fake = runtime({ '3': async () => ({ default: { routes } }) });
    await expect(loadRemoteModule(area, TEST_CONFIG, fake.loaders)).resolves.toEqual({ routes });
    expect(fake.load).toHaveBeenCalledWith('mf_public/routes');
    expect(fake.onCurrentLoaded).toHaveBeenCalledWith('mf-public', PUBLIC_REMOTE);
    expect(fake.useVersion).not.toHaveBeenCalled();
    await expect(loadRemoteModule(area, TEST_CONFIG, { load: async () => ({ routes }), useVersion: vi.fn() })).resolves.toEqual({ routes });
  });

  it('fails with the runtime code, version and entry when the entry cannot be loaded', async () => {
    const fake = runtime({ '3': entryDown });
    const error = await failureOf(loadRemoteModule(area, TEST_CONFIG, fake.loaders));
    expect(error).toMatchObject({ remote: 'mf-public', version: '3', url: '/remotes/mf-public/3/remoteEntry.js', code: 'RUNTIME-008' });
    expect(fake.onCurrentLoaded).not.toHaveBeenCalled();
    // No version known to load: nothing to fall back to.
    expect(fake.useVersion).not.toHaveBeenCalled();
  });

  it('fails when the remote is not deployed', async () => {
    const fake = runtime({});
    const error = await failureOf(loadRemoteModule(area, { remotes: {} }, fake.loaders));
    expect(error).toMatchObject({ code: 'REMOTE_NOT_DEPLOYED', version: null, url: null });
    expect(fake.load).not.toHaveBeenCalled();
  });

  it('fails when the module does not follow the remote contract', async () => {
    const fake = runtime({ '3': async () => ({ default: {} }) });
    const error = await failureOf(loadRemoteModule(area, TEST_CONFIG, fake.loaders));
    expect(error.code).toBe('INVALID_REMOTE_MODULE');
    expect(fake.onCurrentLoaded).not.toHaveBeenCalled();
  });

  it('gives up on an entry that never answers', async () => {
    vi.useFakeTimers();
    const fake = runtime({ '3': () => new Promise(() => undefined) });
    const failure = failureOf(loadRemoteModule(area, TEST_CONFIG, fake.loaders));
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    expect((await failure).code).toBe('TIMEOUT');
  });
});

describe('loadRemoteModule falling back to the last version that loaded', () => {
  it("loads the last version that loaded when the current one fails, and reports the current one's failure", async () => {
    const fake = runtime({ '3': entryDown, '2': async () => ({ default: { routes } }) });
    await expect(loadRemoteModule(area, withFallback, fake.loaders)).resolves.toEqual({ routes });
    expect(fake.useVersion).toHaveBeenCalledTimes(1);
    expect(fake.useVersion).toHaveBeenCalledWith('mf_public', PREVIOUS);
    expect(fake.load).toHaveBeenCalledTimes(2);
    expect(fake.onFallback).toHaveBeenCalledTimes(1);
    expect(fake.onFallback.mock.calls[0]?.[0]).toMatchObject({ remote: 'mf-public', version: '3', url: CURRENT.entry, code: 'RUNTIME-008' });
    expect(fake.onCurrentLoaded).not.toHaveBeenCalled();
    expect(fake.registered()).toBe('2');
  });

  it('falls back on a module that breaks the contract too', async () => {
    const fake = runtime({ '3': async () => ({ default: { pages: [] } }), '2': async () => ({ routes }) });
    await expect(loadRemoteModule(area, withFallback, fake.loaders)).resolves.toEqual({ routes });
    expect(fake.onFallback.mock.calls[0]?.[0]).toMatchObject({ code: 'INVALID_REMOTE_MODULE', version: '3' });
  });

  it("throws the current version's error and points the runtime back at it when both fail", async () => {
    const fake = runtime({ '3': entryDown, '2': async () => Promise.reject(new Error('gone')) });
    const error = await failureOf(loadRemoteModule(area, withFallback, fake.loaders));
    expect(error).toMatchObject({ version: '3', url: CURRENT.entry, code: 'RUNTIME-008' });
    expect(fake.useVersion.mock.calls).toEqual([
      ['mf_public', PREVIOUS],
      ['mf_public', CURRENT],
    ]);
    expect(fake.registered()).toBe('3');
    expect(fake.onFallback).not.toHaveBeenCalled();
    expect(fake.onCurrentLoaded).not.toHaveBeenCalled();
  });

  it('retries the current version first on the next call, once the fallback failed', async () => {
    const fake = runtime({ '3': entryDown, '2': entryDown });
    await failureOf(loadRemoteModule(area, withFallback, fake.loaders));
    fake.load.mockClear();
    fake.useVersion.mockClear();
    await failureOf(loadRemoteModule(area, withFallback, fake.loaders));
    expect(fake.useVersion.mock.calls[0]).toEqual(['mf_public', PREVIOUS]);
    expect(fake.load).toHaveBeenCalledTimes(2);
  });

  it('does not fall back when the last version that loaded is the current one', async () => {
    const fake = runtime({ '3': entryDown, '2': async () => ({ routes }) });
    const current = { remotes: { 'mf-public': { ...PUBLIC_REMOTE, lastLoaded: CURRENT } } };
    const error = await failureOf(loadRemoteModule(area, current, fake.loaders));
    expect(error.version).toBe('3');
    expect(fake.useVersion).not.toHaveBeenCalled();
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.onFallback).not.toHaveBeenCalled();
  });

  it('calls onCurrentLoaded only when the current version loaded, never for the fallback', async () => {
    const fake = runtime({ '3': async () => ({ routes }), '2': async () => ({ routes }) });
    await loadRemoteModule(area, withFallback, fake.loaders);
    expect(fake.onCurrentLoaded).toHaveBeenCalledTimes(1);
    expect(fake.onCurrentLoaded).toHaveBeenCalledWith('mf-public', withFallback.remotes['mf-public']);
    expect(fake.useVersion).not.toHaveBeenCalled();
    expect(fake.onFallback).not.toHaveBeenCalled();
  });
});
