import type { RemoteDeployment, RemoteVersion } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, Button, Cluster, Text } from '@club/ui';
import { formatTableMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { figuresOf, isRollbackTarget, loadsText, percentText } from '../deployment-text';
import { rollbackCopy } from './rollback-copy';

const Moment = styled.time`
  white-space: nowrap;
`;

function VersionState({ deployment, version }: { deployment: RemoteDeployment; version: number }) {
  const badges = [
    version === deployment.current ? (
      <Badge key="current" tone="success">
        En ligne
      </Badge>
    ) : null,
    version === deployment.candidate?.version ? (
      <Badge key="candidate" tone="info">
        Candidate ({percentText(deployment.candidate.percent)})
      </Badge>
    ) : null,
    version === deployment.lastLoaded ? <Badge key="loaded">Dernière chargée</Badge> : null,
  ].filter(Boolean);
  return badges.length > 0 ? <Cluster gap="xs">{badges}</Cluster> : '—';
}

/** Every version of a remote, newest first, with its figures and, on the others than the live ones, the way back to it. */
export function VersionHistory({ deployment, onRollback }: { deployment: RemoteDeployment; onRollback: (version: RemoteVersion) => void }) {
  const figures = (version: RemoteVersion) => figuresOf(deployment, version.version);
  const columns: Column<RemoteVersion>[] = [
    { header: 'État', cell: (version) => <VersionState deployment={deployment} version={version.version} /> },
    { header: 'Build', cell: (version) => <code>{version.build}</code> },
    {
      header: 'Publication',
      cell: (version) => (
        <>
          <Moment dateTime={version.publishedAt}>{formatTableMoment(version.publishedAt)}</Moment>
          <br />
          <Text as="span" size="sm" muted>
            par {version.publishedBy}
          </Text>
        </>
      ),
    },
    { header: '24 heures', cell: (version) => loadsText(figures(version).loads24h, figures(version).failures24h) },
    { header: '7 jours', cell: (version) => loadsText(figures(version).loads7d, figures(version).failures7d) },
    {
      header: 'Action',
      cell: (version) => {
        if (!isRollbackTarget(deployment, version.version)) return '—';
        const copy = rollbackCopy(deployment, version.version);
        return (
          <Button size="sm" variant="secondary" onClick={() => onRollback(version)} aria-label={copy.action}>
            {copy.label}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={`Historique des versions de ${deployment.remote}`}
      rows={deployment.versions}
      rowKey={(version) => String(version.version)}
      rowHeader={{ header: 'Version', cell: (version) => version.version }}
      columns={columns}
    />
  );
}
