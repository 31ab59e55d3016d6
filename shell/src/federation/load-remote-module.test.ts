import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../test/demo-config';
import type { AreaDefinition } from './areas';
import { REMOTE_LOAD_TIMEOUT_MS, loadRemoteModule } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';

const area: AreaDefinition = { remote: 'mf-public', label: 'le site public', basePath: '/', layout: 'public' };
const routes = [{ index: true }];

async function failureOf(promise: Promise<unknown>): Promise<RemoteLoadError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(RemoteLoadError);
  return error as RemoteLoadError;
}

afterEach(() => vi.useRealTimers());

describe('loadRemoteModule', () => {
  it("loads the remote's ./routes module (default export or namespace)", async () => {
    const load = vi.fn(async () => ({ default: { routes } }));
    await expect(loadRemoteModule(area, TEST_CONFIG, { load })).resolves.toEqual({ routes });
    expect(load).toHaveBeenCalledWith('mf_public/routes');
    await expect(loadRemoteModule(area, TEST_CONFIG, { load: async () => ({ routes }) })).resolves.toEqual({ routes });
  });

  it('fails with the runtime code, version and entry when the entry cannot be loaded', async () => {
    const load = async () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    const error = await failureOf(loadRemoteModule(area, TEST_CONFIG, { load }));
    expect(error).toMatchObject({ remote: 'mf-public', version: '0.1.0+abc', url: '/remotes/mf-public/remoteEntry.js', code: 'RUNTIME-008' });
  });

  it('fails when the remote is not deployed', async () => {
    const error = await failureOf(loadRemoteModule(area, { ...TEST_CONFIG, remotes: {} }, { load: vi.fn() }));
    expect(error).toMatchObject({ code: 'REMOTE_NOT_DEPLOYED', version: null, url: null });
  });

  it('fails when the module does not follow the remote contract', async () => {
    const error = await failureOf(loadRemoteModule(area, TEST_CONFIG, { load: async () => ({ default: {} }) }));
    expect(error.code).toBe('INVALID_REMOTE_MODULE');
  });

  it('gives up on an entry that never answers', async () => {
    vi.useFakeTimers();
    const pending = loadRemoteModule(area, TEST_CONFIG, { load: () => new Promise(() => undefined) });
    const failure = failureOf(pending);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    expect((await failure).code).toBe('TIMEOUT');
  });
});
