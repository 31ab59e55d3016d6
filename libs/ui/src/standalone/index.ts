// Not part of the shared '@club/ui' entry: only a remote running alone (dev) needs it.
export { startStandalone, standaloneRoutes, type StandaloneOptions } from './start-standalone';
