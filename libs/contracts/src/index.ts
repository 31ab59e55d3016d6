export * from './federation';
export * from './site';
export * from './roles';
export * from './api-error';
export * from './contact';
export * from './facilities';
