export * from './training-session';
export * from './attendance';
export * from './session-conflicts';
export * from './session-notices';
