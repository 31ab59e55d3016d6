import { describe, expect, it } from 'vitest';
import { blogRemote, publicRemote } from '../testing-data';
import { canaryRefreshInterval } from './get-deployments';

describe('canaryRefreshInterval', () => {
  it('reads the overview again every 30 s while a canary runs, never otherwise', () => {
    expect(canaryRefreshInterval({ remotes: [publicRemote, blogRemote] })).toBe(30_000);
    expect(canaryRefreshInterval({ remotes: [publicRemote] })).toBe(false);
    expect(canaryRefreshInterval(undefined)).toBe(false);
  });
});
