export * from './tags';
export * from './articles';
export * from './comments';
export * from './reactions';
