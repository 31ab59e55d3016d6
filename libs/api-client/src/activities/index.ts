export * from './activities';
