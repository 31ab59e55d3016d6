/**
 * The one import point for the UI stack shared by the shell and every remote.
 *
 * Shared as a federation singleton instead of the libraries themselves so that the host
 * tree-shakes inside react-router, react-query and styled-components (see
 * docs/decisions/003-stack-facade.md). Apps must import these libraries only from here
 * (enforced by lint), and everything any remote uses must be exported here: a symbol missing
 * from the deployed facade fails at runtime in the remote, not at build time.
 */
export {
  Form,
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  ActionFunctionArgs,
  DataRouter,
  LoaderFunction,
  LoaderFunctionArgs,
  NavigateFunction,
  Params,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';

export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
export type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

export {
  ThemeProvider as StyledThemeProvider,
  createGlobalStyle,
  css,
  default as styled,
  keyframes,
} from 'styled-components';
export type { DefaultTheme } from 'styled-components';

// sonner itself is loaded on the first toast (lazy-toast.tsx).
export { Toaster, toast } from './lazy-toast';
export type { ExternalToast, ToasterProps } from 'sonner';

export { createStore } from 'zustand';
export type { StoreApi, UseBoundStore } from 'zustand';
