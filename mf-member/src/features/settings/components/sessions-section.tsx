import { useSession } from '@club/auth';
import { revokeMyOtherSessions, revokeMySession, type AccountSession } from '../../../shared/account-actions';
import { styled, toast, useMutation, useQueryClient, useSuspenseQuery } from '@club/stack';
import { Badge, Button, Card, Cluster, Stack, Text } from '@club/ui';
import { formatRelative } from '@club/ui/dates';
import { useId, useState } from 'react';
import { PageSection } from '../../../shared/page';
import { mySessionsKey, mySessionsQueryOptions } from '../api/sessions-query';
import { deviceLabel } from '../device-label';

/** How many other sessions show before « Voir les N autres sessions » (the most recent ones). */
const RECENT_SESSIONS_SHOWN = 3;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function SessionItem({ item, current, onRevoke, pending }: { item: AccountSession; current: boolean; onRevoke: () => void; pending: boolean }) {
  const device = deviceLabel(item.userAgent);
  return (
    <li>
      <Card>
        <Cluster justify="space-between">
          <Stack gap="xs">
            <Cluster gap="xs">
              <Text weight={700}>{device}</Text>
              {current ? <Badge tone="success">Cette session</Badge> : null}
            </Cluster>
            <Text size="sm" muted>
              Adresse : {item.ipAddress || 'inconnue'} · Dernière activité : {formatRelative(item.updatedAt)}
            </Text>
          </Stack>
          {current ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={onRevoke}
              disabled={pending}
              aria-label={`Déconnecter la session ${device} (${item.ipAddress || 'adresse inconnue'})`}
            >
              Déconnecter
            </Button>
          )}
        </Cluster>
      </Card>
    </li>
  );
}

/** « Déconnecter toutes les autres sessions », first on the section; it asks before signing every other device out. */
function RevokeOthers({ count, pending, onConfirm }: { count: number; pending: boolean; onConfirm: (done: () => void) => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={pending}>
          Déconnecter toutes les autres sessions
        </Button>
      </div>
    );
  }
  const question = count === 1 ? 'Déconnecter votre autre session ?' : `Déconnecter vos ${count} autres sessions ?`;
  const action = count === 1 ? "Déconnecter l'autre session" : `Déconnecter les ${count} autres sessions`;
  return (
    <Card>
      <Stack gap="sm" role="group" aria-label="Confirmer la déconnexion des autres sessions">
        <Text>{question} Les appareils concernés devront se reconnecter avec votre mot de passe ; cette session reste ouverte.</Text>
        <Cluster gap="sm">
          <Button variant="danger" onClick={() => onConfirm(() => setAsking(false))} disabled={pending} aria-busy={pending}>
            {action}
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)} disabled={pending}>
            Annuler
          </Button>
        </Cluster>
      </Stack>
    </Card>
  );
}

/**
 * Where my account is signed in (issue 32: 88 sessions filled eight screens): the action on every other session first,
 * then this session and the most recent others, the rest behind « Voir les N autres sessions ».
 */
export function SessionsSection() {
  const { session } = useSession();
  const { data: sessions } = useSuspenseQuery(mySessionsQueryOptions());
  const queryClient = useQueryClient();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySessionsKey });
  const revokeOne = useMutation({ mutationFn: revokeMySession, onSuccess: refresh });
  const revokeOthers = useMutation({ mutationFn: revokeMyOtherSessions, onSuccess: refresh });
  const failed = () => toast.error("La session n'a pas pu être déconnectée. Veuillez réessayer.");
  const current = sessions.find((item) => item.id === session?.session.id);
  const others = sessions.filter((item) => item !== current).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const shownOthers = showAll ? others : others.slice(0, RECENT_SESSIONS_SHOWN);
  const hidden = others.length - shownOthers.length;

  return (
    <PageSection id="sessions" title="Sessions" description="Les appareils sur lesquels votre compte est connecté, le plus récent d'abord.">
      {others.length > 0 ? (
        <RevokeOthers
          count={others.length}
          pending={revokeOthers.isPending}
          onConfirm={(done) =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast.success('Vos autres sessions ont été déconnectées'),
              onError: failed,
              onSettled: done,
            })
          }
        />
      ) : (
        <Text muted>Aucune autre session ouverte.</Text>
      )}
      <List aria-label="Mes sessions" id={listId}>
        {[...(current ? [current] : []), ...shownOthers].map((item) => (
          <SessionItem
            key={item.id}
            item={item}
            current={item === current}
            pending={revokeOne.isPending}
            onRevoke={() => revokeOne.mutate(item.token, { onSuccess: () => toast.success('Session déconnectée'), onError: failed })}
          />
        ))}
      </List>
      {hidden > 0 || showAll ? (
        <div>
          <Button variant="ghost" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((shown) => !shown)}>
            {showAll ? 'Voir seulement les plus récentes' : hidden === 1 ? "Voir l'autre session" : `Voir les ${hidden} autres sessions`}
          </Button>
        </div>
      ) : null}
    </PageSection>
  );
}
