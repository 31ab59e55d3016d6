import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route chunks load on first use: slower than 1 s on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.title = '';
});
