import { calendarFeedQueryOptions, useRegenerateCalendarFeed, useRevokeCalendarFeed } from '@club/api-client';
import { userMessage } from '@club/http';
import { styled, toast, useSuspenseQuery } from '@club/stack';
import { Button, Cluster, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { useId, useState } from 'react';

const UrlField = styled.input`
  width: 100%;
  font: inherit;
  font-family: ui-monospace, monospace;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

const DEFAULT_DESCRIPTION =
  "Abonnez votre application d'agenda (Google Agenda, Calendrier d'Apple, Outlook…) à vos séances : elles s'y ajoutent et s'y mettent à jour toutes seules, annulations comprises.";

/**
 * My personal iCal feed (ADR 150): its secret URL is shown once, when made; afterwards only that one exists,
 * to regenerate (the old URL stops working) or revoke.
 */
export function CalendarFeedSection({ description = DEFAULT_DESCRIPTION }: { description?: string }) {
  const { data: feed } = useSuspenseQuery(calendarFeedQueryOptions());
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const fieldId = useId();

  const make = async () => {
    try {
      const created = await regenerate.mutateAsync();
      setUrl(new URL(created.path, window.location.origin).toString());
      toast.success(feed.active ? "Un nouveau lien a été créé : l'ancien ne fonctionne plus." : "Votre lien d'agenda a été créé.");
    } catch (error) {
      toast.error(userMessage(error, "Le lien d'agenda n'a pas pu être créé. Veuillez réessayer."));
    }
  };
  const remove = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success("Votre lien d'agenda a été révoqué.");
    } catch (error) {
      toast.error(userMessage(error, "Le lien d'agenda n'a pas pu être révoqué. Veuillez réessayer."));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Lien copié dans le presse-papiers.');
    } catch {
      toast.error('La copie a échoué : sélectionnez le lien et copiez-le vous-même.');
    }
  };
  const busy = regenerate.isPending || revoke.isPending;

  return (
    <Stack gap="md">
      <Text>{description}</Text>
      {url ? (
        <Stack gap="xs">
          <label htmlFor={fieldId}>Lien de votre agenda (iCal)</label>
          <UrlField id={fieldId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Text size="sm" muted>
            Ce lien est personnel et secret : il ne sera plus affiché. Si vous le perdez ou l'avez partagé par erreur, régénérez-le.
          </Text>
          <Cluster gap="sm">
            <Button size="sm" onClick={() => void copy()}>
              Copier le lien
            </Button>
            <a href={url.replace(/^https?:/, 'webcal:')}>Ouvrir dans mon application d'agenda</a>
          </Cluster>
        </Stack>
      ) : feed.active ? (
        <Text>
          Un lien d'agenda est actif depuis le {formatLongDate(feed.createdAt!)}. Par sécurité, il n'est affiché qu'à sa création : régénérez-le pour en obtenir un
          nouveau.
        </Text>
      ) : (
        <Text muted>Vous n'avez pas encore de lien d'agenda.</Text>
      )}
      <Cluster gap="sm">
        <Button variant={feed.active ? 'secondary' : 'primary'} disabled={busy} onClick={() => void make()}>
          {feed.active ? 'Régénérer le lien' : "Créer mon lien d'agenda"}
        </Button>
        {feed.active ? (
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            Révoquer le lien
          </Button>
        ) : null}
      </Cluster>
    </Stack>
  );
}
