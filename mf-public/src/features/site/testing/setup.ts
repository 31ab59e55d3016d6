import { resetRuntimeConfigCache } from '@club/federation';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
  document.title = '';
});
