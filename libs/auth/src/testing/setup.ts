import { afterEach, beforeEach } from 'vitest';
import { resetSessionStore } from '../session/session-store';

// The session store is a module singleton: each test starts signed out. Reset before each test too: a
// component of the previous test whose effect ran after its reset (it is unmounted after this file's hook)
// can leave a session read pending with that test's answer, which the next test's ensureSession would join.
beforeEach(() => {
  resetSessionStore();
});
afterEach(() => {
  resetSessionStore();
});
