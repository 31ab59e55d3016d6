import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayHeldSubmit } from './held-submit';

/** Logged for each part of a prerendered page that React could not adopt; the e2e specs fail on it. */
const HYDRATION_MISMATCH = 'Hydratation : le rendu du navigateur diffère de la page prérendue.';

/** Set on #root once React has adopted the prerendered page: the app runs (the e2e specs and the bench wait for it). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

function MarkHydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
    replayHeldSubmit();
  }, [container]);
  return children;
}

/**
 * React adopts the page the server prerendered in `container` (docs/decisions/194-prerendered-pages-hydrate.md):
 * it keeps its DOM (what the visitor typed, the focus, the scroll) and attaches the app to it. The app's first
 * render must produce the prerendered markup: what the prerender could not know comes after it (useHydrated).
 */
export function hydratePrerenderedPage(container: HTMLElement, app: ReactNode): void {
  hydrateRoot(container, <MarkHydrated container={container}>{app}</MarkHydrated>, {
    onRecoverableError: (error, info) => console.error(HYDRATION_MISMATCH, error, info.componentStack ?? ''),
  });
}
