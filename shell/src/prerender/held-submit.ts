/** Where index.html's inline script keeps a form sent before the app adopted the prerendered page. */
interface HeldSubmitWindow {
  __clubHeldSubmit?: HTMLFormElement;
}

/**
 * Sends again, now through the app, the form a visitor sent before the app adopted the prerendered page
 * (docs/decisions/195-held-submit-before-hydration.md): the same node, kept by hydration, with what they typed.
 */
export function replayHeldSubmit(target: Window = window): void {
  const holder = target as Window & HeldSubmitWindow;
  const form = holder.__clubHeldSubmit;
  delete holder.__clubHeldSubmit;
  if (form?.isConnected) form.requestSubmit();
}
