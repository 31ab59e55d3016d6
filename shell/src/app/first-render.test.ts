import { createMemoryRouter } from '@club/stack/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstNavigationSettled } from './first-render';

afterEach(() => {
  vi.useRealTimers();
});

const routerWaitingFor = (page: Promise<unknown>) =>
  createMemoryRouter([{ path: '/', loader: () => page.then(() => null), Component: () => null }], { initialEntries: ['/'] });

describe('firstNavigationSettled', () => {
  it('resolves as soon as the first navigation has loaded', async () => {
    let finish!: () => void;
    const router = routerWaitingFor(new Promise<void>((resolve) => (finish = resolve)));
    let settled = false;
    const waiting = firstNavigationSettled(router, 60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('gives up after the timeout, leaving the router to finish on its own', async () => {
    vi.useFakeTimers();
    const router = routerWaitingFor(new Promise(() => undefined));
    const waiting = firstNavigationSettled(router, 500);
    await vi.advanceTimersByTimeAsync(500);
    await waiting;
    expect(router.state.initialized).toBe(false);
  });

  it('resolves at once for a router that is already initialised', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await firstNavigationSettled(router, 60_000);
  });
});
