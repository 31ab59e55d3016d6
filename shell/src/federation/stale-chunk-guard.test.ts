import { describe, expect, it, vi } from 'vitest';
import { STALE_RELOAD_WINDOW_MS, createStaleChunkGuard, handlePreloadErrors } from './stale-chunk-guard';

function setup(now = () => 1_000_000) {
  const reload = vi.fn();
  return { reload, guard: createStaleChunkGuard({ storage: window.sessionStorage, reload, now }) };
}

describe('stale chunk guard', () => {
  it('reloads once towards the target, then lets the error view show (no loop)', () => {
    const first = setup();
    expect(first.guard.tryReload('/contact')).toBe(true);
    expect(first.reload).toHaveBeenCalledWith('/contact');
    expect(first.guard.reloading).toBe(true);

    // The page after the reload: same session, same target, still failing.
    const second = setup();
    expect(second.guard.tryReload('/contact')).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.guard.tryReload('/privacy')).toBe(true);
  });

  it('allows a new reload for the same target once the window has passed', () => {
    setup(() => 0).guard.tryReload('/contact');
    const later = setup(() => STALE_RELOAD_WINDOW_MS + 1);
    expect(later.guard.tryReload('/contact')).toBe(true);
  });

  it('never reloads when it cannot remember doing so', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createStaleChunkGuard({ storage, reload }).tryReload('/')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('cancels vite:preloadError only when it reloads', () => {
    const { guard, reload } = setup();
    const stop = handlePreloadErrors(guard, () => '/terms');
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledWith('/terms');
    stop();

    const next = setup();
    const stopNext = handlePreloadErrors(next.guard, () => '/terms');
    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    stopNext();
  });
});
