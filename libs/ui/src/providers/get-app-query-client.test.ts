import { describe, expect, it } from 'vitest';
import { createAppQueryClient, getAppQueryClient } from './create-app-query-client';

describe('getAppQueryClient', () => {
  it('is the client the page created, so remote loaders and components share one cache', () => {
    const created = createAppQueryClient();
    expect(getAppQueryClient()).toBe(created);
    expect(getAppQueryClient()).toBe(getAppQueryClient());
  });
});
