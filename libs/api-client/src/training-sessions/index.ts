export * from './training-session-keys';
export * from './get-training-sessions';
export * from './get-training-session';
export * from './session-coach-options';
export * from './create-training-sessions';
export * from './update-training-session';
export * from './attendance';
