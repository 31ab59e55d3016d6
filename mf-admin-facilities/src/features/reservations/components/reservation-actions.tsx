import { isFinalStatus, type ReservationStatus } from '@club/contracts';
import { Link } from '@club/stack';
import { Button, Cluster, VisuallyHidden } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { formatMoment } from '@club/ui/dates';
import type { ReservationSummary } from './reservation-card';
import { availableStatusActions, STATUS_ACTION_LABELS } from './status-action-labels';

export interface ReservationActionsProps {
  reservation: ReservationSummary;
  editPath: string;
  pending: boolean;
  onChangeStatus: (status: ReservationStatus) => Promise<void>;
  onDelete: () => Promise<void>;
}

type Confirming = { kind: 'cancel' } | { kind: 'delete' } | null;

/**
 * Status changes (Confirmer, Annuler, Terminée, Non présentée…), edit and delete. The two that cannot
 * be undone — cancelling and deleting — ask first. Each button names the reservation for screen readers.
 */
export function ReservationActions({ reservation, editPath, pending, onChangeStatus, onDelete }: ReservationActionsProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const context = <VisuallyHidden> : {`${reservation.title}, ${formatMoment(reservation.startAt)}`}</VisuallyHidden>;
  const run = async (action: () => Promise<void>) => {
    await action();
    setConfirming(null);
  };

  return (
    <Cluster gap="xs">
      {availableStatusActions(reservation).map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'cancelled' ? 'secondary' : 'primary'}
          disabled={pending}
          onClick={() => (status === 'cancelled' ? setConfirming({ kind: 'cancel' }) : void onChangeStatus(status))}
        >
          {STATUS_ACTION_LABELS[status]}
          {context}
        </Button>
      ))}
      {isFinalStatus(reservation.status) ? null : (
        <Link to={editPath}>
          Modifier
          {context}
        </Link>
      )}
      <Button size="sm" variant="ghost" disabled={pending} onClick={() => setConfirming({ kind: 'delete' })}>
        Supprimer
        {context}
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={confirming !== null}
        title={confirming?.kind === 'cancel' ? 'Annuler la réservation ?' : 'Supprimer la réservation ?'}
        confirmLabel={confirming?.kind === 'cancel' ? 'Annuler la réservation' : 'Supprimer'}
        cancelLabel="Retour"
        pending={pending}
        onConfirm={() => void run(confirming?.kind === 'cancel' ? () => onChangeStatus('cancelled') : onDelete)}
        onCancel={() => setConfirming(null)}
      >
        «&nbsp;{reservation.title}&nbsp;» du {formatMoment(reservation.startAt)}.{' '}
        {confirming?.kind === 'cancel' ? 'Une réservation annulée ne peut plus être modifiée.' : 'La réservation sera définitivement supprimée.'}
      </ConfirmDialog>
    </Cluster>
  );
}
