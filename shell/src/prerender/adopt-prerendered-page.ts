import { useEffect, useLayoutEffect, useState } from 'react';
import { isPrerenderedForVisitor } from './prerendered-visitor';

interface Before {
  scrollX: number;
  scrollY: number;
  /** Child indexes from #root to the focused element of the prerendered page. */
  focusPath: number[] | null;
}

function pathOf(element: Element | null, root: Element): number[] | null {
  if (!element || element === root || !root.contains(element)) return null;
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** Once per page: a later mount of the root layout finds the app's own markup in #root. */
let adopted = false;

/** Where the visitor was on the prerendered page, read while it is still in #root (first render only). */
function readBefore(): Before | null {
  const root = document.getElementById('root');
  if (adopted || !isPrerenderedForVisitor() || !root?.firstElementChild) return null;
  return { scrollX: window.scrollX, scrollY: window.scrollY, focusPath: pathOf(document.activeElement, root) };
}

/**
 * Called once by the root layout. The first render replaces the page the server prerendered with the
 * same page (same markup and sizes: nothing moves, docs/decisions/070-prerendered-public-pages.md);
 * what the visitor did meanwhile is kept: the scroll position (ScrollRestoration would scroll to the
 * top: this layout effect runs after it) and the focused element (the same one in the new markup).
 * Then the prerender's <style> goes: the app's own styles have replaced it.
 */
export function useAdoptPrerenderedPage(): void {
  const [before] = useState(readBefore);
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!before || !root) return;
    adopted = true;
    const focused = before.focusPath && elementAt(root, before.focusPath);
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    if (before.scrollX || before.scrollY) window.scrollTo(before.scrollX, before.scrollY);
  }, [before]);
  useEffect(() => {
    if (before) document.querySelectorAll('head style[data-prerendered]').forEach((style) => style.remove());
  }, [before]);
}
