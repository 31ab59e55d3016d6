/** Clubs, their sections and categories, responsibilities and category members (ADR 111). */
export { clubKeys } from './club-keys';
export * from './clubs';
export * from './club-sections';
export * from './club-categories';
export * from './responsibilities';
export * from './category-members';
