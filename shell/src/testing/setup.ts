import { resetSessionStore } from '@club/auth/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Remote modules, lazy chunks and the session load asynchronously: slower than 1 s on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetSessionStore();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.querySelectorAll('style[data-theme-switching]').forEach((node) => node.remove());
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;
