import type { CreatedPublishToken, PublishToken } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { Button, Cluster, EmptyView, Heading, Text } from '@club/ui';
import { routeQuery, Section } from '@club/ui-admin';
import { useState } from 'react';
import { focusAfterRefresh } from '../../../shared/focus-after-refresh';
import { publishTokensQueryOptions } from '../api/get-publish-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokenSecretDialog } from './token-secret-dialog';
import { TokensTable } from './tokens-table';

type Dialog = { kind: 'create' } | { kind: 'secret'; created: CreatedPublishToken } | { kind: 'revoke'; token: PublishToken } | null;

const HEADING_ID = 'jetons-de-publication';

/**
 * « Jetons de publication »: what lets a team publish its one remote from its own machine or CI without an
 * admin account (ADR 162). `remotes` are the published ones a new token may be for.
 */
export function PublishTokensSection({ remotes }: { remotes: readonly string[] }) {
  const { data: tokens } = useSuspenseQuery(routeQuery(publishTokensQueryOptions()));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Section aria-labelledby={HEADING_ID}>
      <Cluster justify="space-between">
        <Heading level={2} id={HEADING_ID} tabIndex={-1}>
          Jetons de publication
        </Heading>
        {remotes.length > 0 ? <Button onClick={() => setDialog({ kind: 'create' })}>Créer un jeton</Button> : null}
      </Cluster>
      <Text muted>
        Un jeton permet à une équipe de publier un seul remote, de revenir à une de ses versions et de gérer ses versions candidates, depuis sa machine ou sa CI,
        sans compte administrateur. Son secret n'est affiché qu'une fois, à sa création.
      </Text>
      {tokens.length === 0 ? (
        <EmptyView
          headingLevel={3}
          title="Aucun jeton de publication"
          message={
            remotes.length > 0
              ? "Créez un jeton pour qu'une équipe publie son remote depuis sa machine ou sa CI."
              : "Un jeton vaut pour un remote déjà publié\u00a0: publiez d'abord un remote depuis le serveur."
          }
        />
      ) : (
        <TokensTable tokens={tokens} onRevoke={(token) => setDialog({ kind: 'revoke', token })} />
      )}
      {dialog?.kind === 'create' ? <CreateTokenDialog remotes={remotes} onCreated={(created) => setDialog({ kind: 'secret', created })} onClose={close} /> : null}
      {dialog?.kind === 'secret' ? <TokenSecretDialog created={dialog.created} onClose={close} /> : null}
      {dialog?.kind === 'revoke' ? (
        // Its row's « Révoquer » is gone once revoked: the focus goes to the section's heading.
        <RevokeTokenDialog token={dialog.token} onClose={close} onDone={() => focusAfterRefresh(HEADING_ID)} />
      ) : null}
    </Section>
  );
}
