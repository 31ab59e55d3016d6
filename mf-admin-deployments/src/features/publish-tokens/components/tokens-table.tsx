import type { PublishToken } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, type BadgeTone, Button, Text } from '@club/ui';
import { formatShortDate, formatMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { TOKEN_STATE_LABELS, type TokenState, tokenState } from '../token-text';

const Moment = styled.time`
  white-space: nowrap;
`;

const STATE_TONES: Record<TokenState, BadgeTone> = { active: 'success', revoked: 'neutral', expired: 'warning' };

/** Every publish token, newest first: for which remote, by whom, until when, its last use; the active ones can be revoked. */
export function TokensTable({ tokens, onRevoke }: { tokens: readonly PublishToken[]; onRevoke: (token: PublishToken) => void }) {
  const columns: Column<PublishToken>[] = [
    { header: 'Remote', cell: (token) => <code>{token.remote}</code> },
    {
      header: 'Création',
      cell: (token) => (
        <>
          <Moment dateTime={token.createdAt}>{formatMoment(token.createdAt)}</Moment>
          <br />
          <Text as="span" size="sm" muted>
            par {token.createdBy}
          </Text>
        </>
      ),
    },
    { header: 'Expiration', cell: (token) => (token.expiresAt ? <time dateTime={token.expiresAt}>{formatShortDate(token.expiresAt)}</time> : 'Aucune') },
    {
      header: 'Dernière utilisation',
      cell: (token) => (token.lastUsedAt ? <Moment dateTime={token.lastUsedAt}>{formatMoment(token.lastUsedAt)}</Moment> : 'Jamais utilisé'),
    },
    {
      header: 'État',
      cell: (token) => {
        const state = tokenState(token);
        return <Badge tone={STATE_TONES[state]}>{TOKEN_STATE_LABELS[state]}</Badge>;
      },
    },
    {
      header: 'Action',
      cell: (token) =>
        tokenState(token) === 'active' ? (
          <Button size="sm" variant="danger" onClick={() => onRevoke(token)} aria-label={`Révoquer le jeton ${token.name} de ${token.remote}`}>
            Révoquer
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable
      caption="Jetons de publication"
      rows={tokens}
      rowKey={(token) => token.id}
      rowHeader={{ header: 'Nom', cell: (token) => token.name }}
      columns={columns}
    />
  );
}
