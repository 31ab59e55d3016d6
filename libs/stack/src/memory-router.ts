/**
 * @club/stack/memory-router — a router without a browser address bar, for tests and build-time
 * prerendering (Node) only. Not part of the shared facade: no page uses it, and every export of the
 * facade is in the shell's bundle that every visitor downloads.
 */
export { createMemoryRouter } from 'react-router';
