const NO_TRANSITION_CSS = '*,*::before,*::after{-webkit-transition:none!important;transition:none!important}';

/** Marks the temporary style element, so tests and devtools can recognise it. */
export const NO_TRANSITION_ATTRIBUTE = 'data-theme-switching';

/**
 * Runs `apply` with every CSS transition switched off until the next frames are painted, so that a
 * theme switch recolours the page at once instead of animating each element's colours.
 * The forced style read commits the new colours while transitions are still off.
 */
export function withoutTransitions(apply: () => void): void {
  const style = document.createElement('style');
  style.setAttribute(NO_TRANSITION_ATTRIBUTE, '');
  style.textContent = NO_TRANSITION_CSS;
  document.head.appendChild(style);
  apply();
  void window.getComputedStyle(document.body).color;
  const remove = () => style.remove();
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => window.requestAnimationFrame(remove));
  } else {
    window.setTimeout(remove, 32);
  }
}
