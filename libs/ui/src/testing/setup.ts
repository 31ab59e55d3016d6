import { resetRuntimeConfigCache } from '@club/federation';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages and typed forms are slower than 1 s when the whole workspace suite shares two cores.
configure({ asyncUtilTimeout: 10_000 });

/** What a test may leave in the page: rendered trees, storage, theme, title, the inlined runtime config. */
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.head.querySelectorAll('style[data-theme-switching]').forEach((node) => node.remove());
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
  document.title = '';
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
});
