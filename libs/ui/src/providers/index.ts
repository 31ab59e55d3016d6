export { AppProviders, type AppProvidersProps } from './app-providers';
export { createAppQueryClient, getAppQueryClient } from './create-app-query-client';
