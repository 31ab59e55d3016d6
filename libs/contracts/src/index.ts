export * from './federation';
export * from './api-error';
export * from './contact';
