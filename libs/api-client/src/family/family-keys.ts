/** Keys of the signed-in adult's family (ADR 208): the list, then what each member's own reads hold. */
export const familyKeys = {
  all: ['me', 'family'] as const,
  list: () => [...familyKeys.all, 'list'] as const,
};
