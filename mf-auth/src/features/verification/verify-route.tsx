import { LoadingView } from '@club/ui';

export { verifyEmailLoader as loader } from './api/verify-email';
export { VerifyRouteError as ErrorBoundary } from './verify-result-pages';

/** Rendered only while the loader verifies (it always ends with a redirect or an error). */
export function Component() {
  return <LoadingView message="Vérification de votre adresse e-mail…" />;
}
