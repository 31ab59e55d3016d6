import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;
interface Queued {
  id: string | number | undefined;
  show: (sonner: Sonner) => void;
}

/**
 * sonner is imported on the first toast, not with the page: most visits show none, and it weighed on the
 * shell's first load plus its evaluation (docs/decisions/008-first-load-budget.md).
 * This module is the facade's only copy, so every app still talks to the one sonner of the page.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
/** Toasts asked for before the page's <Toaster> was mounted: sonner's Toaster only shows later ones. */
let queued: Queued[] = [];
let toasterMounted = false;
let nextId = 0;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) is retried by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function flush(): void {
  if (!sonner || !toasterMounted) return;
  const ready = sonner;
  const pending = queued;
  queued = [];
  pending.forEach((item) => item.show(ready));
}

function enqueue(item: Queued): void {
  queued.push(item);
  if (sonner) flush();
  else loadSonner().catch((error: unknown) => console.error('Impossible de charger les notifications', error));
}

function dismiss(id?: string | number): string | number {
  if (sonner) enqueue({ id, show: (module) => module.toast.dismiss(id) });
  // Nothing is on screen before sonner is loaded: dismissing drops what is waiting.
  else queued = id === undefined ? [] : queued.filter((item) => item.id !== id);
  return id ?? '';
}

type Variant = 'success' | 'error' | 'info' | 'warning' | 'message';

function variant(kind: Variant) {
  return (message: ReactNode, data?: ExternalToast): string | number => {
    // The id is known at once (sonner would only give it once loaded), so a later dismiss or a toast
    // with the same id replaces this one as with sonner itself.
    const id = data?.id ?? `toast-${(nextId += 1)}`;
    enqueue({ id, show: (module) => module.toast[kind](message, { ...data, id }) });
    return id;
  };
}

/** sonner's `toast` for what the apps use: one call per variant and `dismiss`. */
export const toast = Object.assign(variant('message'), {
  success: variant('success'),
  error: variant('error'),
  info: variant('info'),
  warning: variant('warning'),
  message: variant('message'),
  dismiss,
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Runs after sonner's Toaster has subscribed (a later sibling's effect): queued toasts then show. */
function FlushQueued() {
  useEffect(() => {
    toasterMounted = true;
    flush();
    return () => {
      toasterMounted = false;
    };
  }, []);
  return null;
}

/** sonner's `<Toaster>`, rendered once sonner is loaded (nothing to show before the first toast). */
export function Toaster(props: ToasterProps) {
  // Nothing while a prerendered page hydrates: it has no toaster either.
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  if (!loaded) return null;
  return (
    <>
      <loaded.Toaster {...props} />
      <FlushQueued />
    </>
  );
}
