import type { RemoteDeployment } from '@club/contracts';
import { DetailsList } from '@club/ui-admin';
import { figuresOf, loadsText, publishedText } from '../deployment-text';

/** What every visitor gets (bar a candidate's share): its version, build, publisher and date, and how it loads. */
export function CurrentVersion({ deployment }: { deployment: RemoteDeployment }) {
  const current = deployment.versions.find((version) => version.version === deployment.current);
  const figures = figuresOf(deployment, deployment.current);
  return (
    <DetailsList
      items={[
        {
          label: 'Version en ligne',
          value: (
            <>
              Version {deployment.current}
              {current ? (
                <>
                  {' '}
                  (build <code>{current.build}</code>), {publishedText(current)}
                </>
              ) : null}
            </>
          ),
        },
        {
          label: 'Dernière version chargée',
          value: deployment.lastLoaded === null ? 'Aucun chargement signalé pour le moment' : `Version ${deployment.lastLoaded}`,
        },
        { label: '24 dernières heures', value: loadsText(figures.loads24h, figures.failures24h) },
        { label: '7 derniers jours', value: loadsText(figures.loads7d, figures.failures7d) },
      ]}
    />
  );
}
