import { useRevalidator } from '@club/stack';
import { ErrorView } from '@club/ui';

/** A blog page could not load: say so, in French, with a retry. */
export function BlogRouteError() {
  const revalidator = useRevalidator();
  return (
    <ErrorView
      headingLevel={1}
      title="Impossible d'afficher le blog"
      message="L'article ou la liste des articles n'a pas pu être chargé. Il n'existe peut-être plus. Veuillez réessayer."
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
