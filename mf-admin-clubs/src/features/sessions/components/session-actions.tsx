import { apiErrorMessage, useDeleteTrainingSession, useUpdateTrainingSession } from '@club/api-client';
import type { TrainingSession } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { categorySessionsHref } from '../club-links';
import { dayLabel, parisDay, parisTime } from '../week';

/** Cancel this occurrence (its room is freed; the others of the series stay) or delete it. */
export function SessionActions({ session }: { session: TrainingSession }) {
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const update = useUpdateTrainingSession();
  const remove = useDeleteTrainingSession();
  const navigate = useNavigate();
  const when = `${dayLabel(parisDay(session.startAt)).toLowerCase()} de ${parisTime(session.startAt)} à ${parisTime(session.endAt)}`;

  const cancel = async () => {
    try {
      await update.mutateAsync({ id: session.id, changes: { status: 'cancelled' } });
      toast.success('Séance annulée avec succès');
      setAsking(null);
    } catch (error) {
      toast.error(apiErrorMessage(error, "Erreur lors de l'annulation de la séance"));
    }
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync(session.id);
      toast.success('Séance supprimée avec succès');
      await navigate(categorySessionsHref(session));
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Erreur lors de la suppression de la séance'));
    }
  };

  return (
    <>
      {session.status === 'planned' ? (
        <Button type="button" variant="secondary" onClick={() => setAsking('cancel')}>
          Annuler cette séance
        </Button>
      ) : null}
      <Button type="button" variant="danger" onClick={() => setAsking('delete')}>
        Supprimer
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={asking === 'cancel'}
        title="Annuler cette séance ?"
        confirmLabel="Annuler la séance"
        cancelLabel="Garder la séance"
        pending={update.isPending}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(null)}
      >
        {`La séance du ${when} sera annulée${session.roomName ? ` et la salle ${session.roomName} libérée` : ''}. Les autres dates de la série ne changent pas.`}
      </ConfirmDialog>
      <ConfirmDialog
        tone="destructive"
        open={asking === 'delete'}
        title="Supprimer cette séance ?"
        confirmLabel="Supprimer"
        cancelLabel="Garder la séance"
        pending={remove.isPending}
        onConfirm={() => void destroy()}
        onCancel={() => setAsking(null)}
      >
        {`La séance du ${when} et ses présences seront supprimées définitivement. Pour la garder dans l'historique, annulez-la plutôt.`}
      </ConfirmDialog>
    </>
  );
}
