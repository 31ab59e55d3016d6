export * from './federation';
