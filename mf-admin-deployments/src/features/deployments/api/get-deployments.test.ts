import type { Deployments } from '@club/contracts';
import { QueryClient } from '@club/stack';
import { describe, expect, it } from 'vitest';
import { blogRemote, publicRemote } from '../testing-data';
import { deploymentsQueryOptions } from './get-deployments';

/** The refresh interval the options give for a cache entry holding `data`. */
function intervalFor(data: Deployments) {
  const options = deploymentsQueryOptions();
  const queryClient = new QueryClient();
  queryClient.setQueryData(options.queryKey, data);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
  return typeof options.refetchInterval === 'function' && query ? options.refetchInterval(query) : options.refetchInterval;
}

describe('deploymentsQueryOptions', () => {
  it('reads the overview again every 30 s while a canary runs, never otherwise', () => {
    expect(intervalFor({ remotes: [publicRemote, blogRemote] })).toBe(30_000);
    expect(intervalFor({ remotes: [publicRemote] })).toBe(false);
  });
});
