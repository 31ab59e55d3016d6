/** Query keys of the publish tokens (one list: there are a handful per association). */
export const publishTokenKeys = {
  all: ['publish-tokens'] as const,
  list: () => [...publishTokenKeys.all, 'list'] as const,
};
