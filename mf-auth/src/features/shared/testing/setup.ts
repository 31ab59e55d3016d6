import { resetSessionStore } from '@club/auth';
import { resetRuntimeConfigCache } from '@club/federation';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route chunks and the better-auth client load on first use: slower than 1 s on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetSessionStore();
  resetRuntimeConfigCache();
  document.title = '';
});
