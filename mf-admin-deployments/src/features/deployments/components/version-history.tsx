import type { RemoteDeployment, RemoteVersion } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, Button, Cluster, Text } from '@club/ui';
import { formatMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { countText, figuresOf, isRollbackTarget, percentText } from '../deployment-text';
import { rollbackCopy } from './rollback-copy';

const Moment = styled.time`
  white-space: nowrap;
`;

/** A state's badge on one line (« Dernière chargée » would break in two in a narrow column). */
const State = styled(Badge)`
  white-space: nowrap;
`;

/** The version's states, if any: live, candidate (with its share), the last that loaded. */
function VersionBadges({ deployment, version }: { deployment: RemoteDeployment; version: number }) {
  return (
    <>
      {version === deployment.current ? <State tone="success">En ligne</State> : null}
      {version === deployment.candidate?.version ? <State tone="info">Candidate ({percentText(deployment.candidate.percent)})</State> : null}
      {version === deployment.lastLoaded ? <State>Dernière chargée</State> : null}
    </>
  );
}

/** Loads above failures: two short lines keep the column narrow. */
const figuresCell = (loads: number, failures: number) => (
  <>
    {countText(loads, 'chargement', 'chargements')}
    <br />
    {countText(failures, 'échec', 'échecs')}
  </>
);

/** Every version of a remote, newest first, with its figures and, on the others than the live ones, the way back to it. */
export function VersionHistory({ deployment, onRollback }: { deployment: RemoteDeployment; onRollback: (version: RemoteVersion) => void }) {
  const figures = (version: RemoteVersion) => figuresOf(deployment, version.version);
  const columns: Column<RemoteVersion>[] = [
    {
      header: 'Publication',
      cell: (version) => (
        <>
          <Moment dateTime={version.publishedAt}>{formatMoment(version.publishedAt)}</Moment>
          <br />
          <Text as="span" size="sm" muted>
            par {version.publishedBy}
          </Text>
        </>
      ),
    },
    { header: '24 heures', cell: (version) => figuresCell(figures(version).loads24h, figures(version).failures24h) },
    { header: '7 jours', cell: (version) => figuresCell(figures(version).loads7d, figures(version).failures7d) },
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
      rowHeader={{
        // Its states beside the number and its build under it: the table fits beside the admin menu.
        header: 'Version',
        cell: (version) => (
          <>
            <Cluster gap="xs" align="center">
              {version.version}
              <VersionBadges deployment={deployment} version={version.version} />
            </Cluster>
            <Text as="span" size="sm" muted>
              <code>{version.build}</code>
            </Text>
          </>
        ),
      }}
      columns={columns}
    />
  );
}
