import { useSession } from '@club/auth';
import { revokeMyOtherSessions, revokeMySession, type AccountSession } from '../../../shared/account-actions';
import { styled, toast, useMutation, useQueryClient, useSuspenseQuery } from '@club/stack';
import { Badge, Button, Card, Cluster, Stack, Text } from '@club/ui';
import { formatRelative } from '@club/ui/dates';
import { PageSection } from '../../../shared/page';
import { mySessionsKey, mySessionsQueryOptions } from '../api/sessions-query';
import { deviceLabel } from '../device-label';

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

/** Where my account is signed in; sign one session out, or every other one. */
export function SessionsSection() {
  const { session } = useSession();
  const { data: sessions } = useSuspenseQuery(mySessionsQueryOptions());
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySessionsKey });
  const revokeOne = useMutation({ mutationFn: revokeMySession, onSuccess: refresh });
  const revokeOthers = useMutation({ mutationFn: revokeMyOtherSessions, onSuccess: refresh });
  const failed = () => toast.error("La session n'a pas pu être déconnectée. Veuillez réessayer.");
  const others = sessions.filter((item) => item.id !== session?.session.id);
  const ordered = [...sessions].sort((a, b) => Number(b.id === session?.session.id) - Number(a.id === session?.session.id));

  return (
    <PageSection id="sessions" title="Sessions" description="Les appareils sur lesquels votre compte est connecté.">
      <List aria-label="Mes sessions">
        {ordered.map((item) => (
          <SessionItem
            key={item.id}
            item={item}
            current={item.id === session?.session.id}
            pending={revokeOne.isPending}
            onRevoke={() => revokeOne.mutate(item.token, { onSuccess: () => toast.success('Session déconnectée'), onError: failed })}
          />
        ))}
      </List>
      {others.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => revokeOthers.mutate(undefined, { onSuccess: () => toast.success('Vos autres sessions ont été déconnectées'), onError: failed })}
            disabled={revokeOthers.isPending}
            aria-busy={revokeOthers.isPending}
          >
            Déconnecter toutes les autres sessions
          </Button>
        </div>
      ) : (
        <Text muted>Aucune autre session ouverte.</Text>
      )}
    </PageSection>
  );
}
