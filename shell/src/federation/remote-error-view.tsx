import { ErrorView } from '@club/ui';
import type { AreaDefinition } from './areas';

/** An area whose remote could not be loaded: shown inside the layout, the rest of the site keeps working. */
export function RemoteErrorView({ area, onRetry }: { area: AreaDefinition | undefined; onRetry: () => void }) {
  const what = area?.label ?? 'cette partie du site';
  return (
    <ErrorView
      headingLevel={1}
      title="Cette partie du site est momentanément indisponible"
      message={`Impossible de charger ${what} pour le moment. Vérifiez votre connexion, puis réessayez.`}
      onRetry={onRetry}
      homeLink
    />
  );
}
