export * from './contract';
export * from './runtime-config';
