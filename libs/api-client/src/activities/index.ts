export * from './activities';
export * from './session-notices';
