import { describe, expect, it, vi } from 'vitest';
import type { AreaDefinition } from './areas';
import { createAreaRegistry } from './area-registry';
import { RemoteLoadError } from './remote-load-error';

const area: AreaDefinition = { remote: 'mf-public', label: 'le site public', basePath: '/', prefixes: ['/'], layout: 'public' };
const module = { routes: [] };

describe('createAreaRegistry', () => {
  it('loads a remote once, even for concurrent navigations, and keeps it', async () => {
    const load = vi.fn(async () => module);
    const registry = createAreaRegistry({ load, onFailure: vi.fn() });
    const [first, second] = await Promise.all([registry.ensureLoaded(area), registry.ensureLoaded(area)]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    await registry.ensureLoaded(area);
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.stateOf('mf-public')).toEqual({ status: 'loaded', module });
  });

  it('records a failure, reports it once per attempt, and retries on the next call', async () => {
    const error = new RemoteLoadError('mf-public', '1', '/x.js', 'RUNTIME-008', new Error('down'));
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(module);
    const onFailure = vi.fn();
    const registry = createAreaRegistry({ load, onFailure });

    await expect(registry.ensureLoaded(area)).resolves.toBeUndefined();
    expect(registry.stateOf('mf-public')).toEqual({ status: 'failed', error });
    expect(onFailure).toHaveBeenCalledWith(area, error);

    await expect(registry.ensureLoaded(area)).resolves.toBe(module);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('wraps an unexpected error with the remote name', async () => {
    const onFailure = vi.fn();
    const registry = createAreaRegistry({ load: () => Promise.reject(new Error('boom')), onFailure });
    await registry.ensureLoaded(area);
    expect(onFailure.mock.calls[0]?.[1]).toMatchObject({ remote: 'mf-public', code: 'REMOTE_LOAD_FAILED', message: 'boom' });
  });
});
