import { resetRuntimeConfigCache } from '@club/federation';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages and typed forms are slower than 1 s when the whole workspace suite shares two cores.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
  document.title = '';
});
