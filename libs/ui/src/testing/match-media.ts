import { vi } from 'vitest';

/** A controllable window.matchMedia: `setMatches` fires 'change' like the OS switching scheme. */
export function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

  const matchMedia = vi.fn((query: string): MediaQueryList => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => set.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);

  return {
    setMatches(query: string, matches: boolean) {
      state.set(query, matches);
      listeners.get(query)?.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
    },
  };
}
