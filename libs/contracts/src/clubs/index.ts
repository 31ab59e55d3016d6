export * from './club-fields';
export * from './club';
export * from './club-section';
export * from './club-category';
export * from './responsibility';
export * from './category-member';
export * from './club-paths';
export * from './category-ages';
