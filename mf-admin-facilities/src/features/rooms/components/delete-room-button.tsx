import { apiErrorMessage, useDeleteRoom } from '@club/api-client';
import type { Room } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { paths } from '../../../paths';
import { ROOM_TOASTS } from '../../../shared/messages';

export function DeleteRoomButton({ room }: { room: Room }) {
  const [open, setOpen] = useState(false);
  const deleteRoom = useDeleteRoom();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteRoom.mutateAsync(room.id);
      setOpen(false);
      toast.success(ROOM_TOASTS.deleted);
      await navigate(paths.complex.href(room.complexId));
    } catch (error) {
      setOpen(false);
      toast.error(apiErrorMessage(error, ROOM_TOASTS.deleteFailed));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer la salle
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title={`Supprimer «\u00a0${room.name}\u00a0» ?`}
        confirmLabel="Supprimer"
        pending={deleteRoom.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        La salle sera définitivement supprimée. Une salle qui a encore des réservations à venir ne peut pas être supprimée.
      </ConfirmDialog>
    </>
  );
}
