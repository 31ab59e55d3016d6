/** Query keys of the deployments screen: invalidating `all` reads every remote's releases again. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  overview: () => [...deploymentKeys.all, 'overview'] as const,
};
