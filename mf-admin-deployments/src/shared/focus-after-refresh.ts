/**
 * Moves the focus to the element `id` once the page has settled after a change: the closing dialog gives the
 * focus back to the button that opened it, and the list read again then removes that button (a version put
 * back online has no rollback button, a revoked token no « Révoquer »). Without this the focus would fall to
 * the page's body. A task later, both have happened (the query cache notifies its readers in a task too).
 */
export function focusAfterRefresh(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}
