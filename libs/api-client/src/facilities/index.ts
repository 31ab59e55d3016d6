/** Facilities and assets (spec §7): complexes, rooms, minibuses and their reservations. */
export * from './complexes';
export * from './rooms';
export * from './room-reservations';
export * from './minibuses';
export * from './minibus-reservations';
export { apiErrorMessage } from './shared/api-error-message';
export { EmptyResultError } from './shared/empty-result-error';
export type { PeriodParams } from './shared/paging';
