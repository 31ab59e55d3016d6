import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.head.querySelectorAll('style[data-theme-switching]').forEach((node) => node.remove());
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
});
