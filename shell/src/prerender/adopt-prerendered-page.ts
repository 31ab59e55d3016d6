import { useEffect, useLayoutEffect, useState } from 'react';
import { isPrerendered } from './prerendered-visitor';

/** What the visitor typed or ticked in a prerendered form field. */
interface FieldInput {
  path: number[];
  tag: string;
  name: string | null;
  value?: string;
  checked?: boolean;
}

interface Before {
  scrollX: number;
  scrollY: number;
  /** Child indexes from #root to the focused element of the prerendered page. */
  focusPath: number[] | null;
  fields: FieldInput[];
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

function changedFields(root: Element): FieldInput[] {
  return [...root.querySelectorAll('input, textarea, select')].flatMap((field): FieldInput[] => {
    const path = pathOf(field, root);
    if (!path) return [];
    const base = { path, tag: field.tagName, name: field.getAttribute('name') };
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      return field.checked === field.defaultChecked ? [] : [{ ...base, checked: field.checked }];
    }
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      return field.value === field.defaultValue ? [] : [{ ...base, value: field.value }];
    }
    if (field instanceof HTMLSelectElement) {
      return [...field.options].some((option) => option.selected !== option.defaultSelected) ? [{ ...base, value: field.value }] : [];
    }
    return [];
  });
}

/**
 * Puts the input back in the same field of the app's markup, as typing would (through the native
 * setter and an input event, or a click for a box): React and the form library see a change.
 */
function restoreField(root: Element, input: FieldInput): void {
  const field = elementAt(root, input.path);
  if (!field || field.tagName !== input.tag || field.getAttribute('name') !== input.name) return;
  if (input.checked !== undefined) {
    if (field instanceof HTMLInputElement && field.checked !== input.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter || input.value === undefined) return;
  setter.call(field, input.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Once per page: a later mount of the root layout finds the app's own markup in #root. */
let adopted = false;

/** Where the visitor was on the prerendered page, read while it is still in #root (first render only). */
function readBefore(): Before | null {
  const root = document.getElementById('root');
  if (adopted || !isPrerendered() || !root?.firstElementChild) return null;
  return { scrollX: window.scrollX, scrollY: window.scrollY, focusPath: pathOf(document.activeElement, root), fields: changedFields(root) };
}

/**
 * Called once by the root layout. The first render replaces the page the server prerendered with the
 * same page (same markup and sizes: nothing moves, docs/decisions/070-prerendered-public-pages.md);
 * what the visitor did meanwhile is kept: the scroll position (ScrollRestoration would scroll to the
 * top: this layout effect runs after it), what they typed in a form (its prerendered copy could not
 * be submitted: `inertForms`) and the focused element (the same one in the new markup).
 * Then the prerender's <style> goes: the app's own styles have replaced it.
 */
export function useAdoptPrerenderedPage(): void {
  const [before] = useState(readBefore);
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!before || !root) return;
    adopted = true;
    for (const field of before.fields) restoreField(root, field);
    const focused = before.focusPath && elementAt(root, before.focusPath);
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    if (before.scrollX || before.scrollY) window.scrollTo(before.scrollX, before.scrollY);
  }, [before]);
  useEffect(() => {
    if (before) document.querySelectorAll('head style[data-prerendered]').forEach((style) => style.remove());
  }, [before]);
}
