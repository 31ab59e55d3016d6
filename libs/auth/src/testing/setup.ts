import { afterEach } from 'vitest';
import { resetSessionStore } from '../session/session-store';

// The session store is a module singleton: each test starts signed out.
afterEach(() => {
  resetSessionStore();
});
