/** Keys of the signed-in person's own applications (first login). */
export const myApplicationKeys = {
  all: ['first-login', 'applications'] as const,
};
