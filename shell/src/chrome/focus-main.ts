import { useLocation } from '@club/stack';
import { useEffect, useRef } from 'react';

export const MAIN_ID = 'contenu-principal';

/**
 * After a client-side navigation, focus moves to the main landmark so keyboard and screen-reader users
 * start at the new page's content, as after a full page load (not on the first render, nor on in-page anchors).
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
