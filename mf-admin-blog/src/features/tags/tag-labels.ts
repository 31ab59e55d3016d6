/** « 1 article », « 3 articles ». */
export const articleCountLabel = (count: number) => `${count} article${count > 1 ? 's' : ''}`;
