export * from './french-dates';
