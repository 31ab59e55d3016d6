export { AppProviders, type AppProvidersProps } from './app-providers';
export { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, createAppQueryClient, getAppQueryClient, queryRetryDelay } from './create-app-query-client';
