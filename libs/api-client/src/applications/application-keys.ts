/** Keys of the signed-in person's own applications (first login). */
export const myApplicationKeys = {
  all: ['first-login', 'applications'] as const,
  /** A family member's, under the adult's own key: invalidating `all` reads both again. */
  ofPerson: (personId: string) => [...myApplicationKeys.all, 'person', personId] as const,
};
