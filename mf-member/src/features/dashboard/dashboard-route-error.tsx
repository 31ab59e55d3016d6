import { useRevalidator } from '@club/stack';
import { ErrorView } from '@club/ui';

/** The member home could not load its data: say so, in French, with a retry. */
export function DashboardRouteError() {
  const revalidator = useRevalidator();
  return (
    <ErrorView
      headingLevel={1}
      title="Impossible d'afficher votre espace"
      message="Vos adhésions et vos demandes n'ont pas pu être chargées. Veuillez réessayer."
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
