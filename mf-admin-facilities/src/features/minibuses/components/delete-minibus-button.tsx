import { useDeleteMinibus } from '@club/api-client';
import type { Minibus } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { paths } from '../../../paths';
import { MINIBUS_TOASTS } from '../../../shared/messages';
import { minibusFailureToast } from '../minibus-failure';

export function DeleteMinibusButton({ minibus }: { minibus: Minibus }) {
  const [open, setOpen] = useState(false);
  const deleteMinibus = useDeleteMinibus();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteMinibus.mutateAsync(minibus.id);
      setOpen(false);
      toast.success(MINIBUS_TOASTS.deleted);
      await navigate(paths.minibuses.href());
    } catch (error) {
      setOpen(false);
      minibusFailureToast('delete', error);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer le minibus
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title={`Supprimer «\u00a0${minibus.name}\u00a0» ?`}
        confirmLabel="Supprimer"
        pending={deleteMinibus.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        Le minibus sera définitivement supprimé. Un minibus qui a encore des réservations à venir ne peut pas être supprimé.
      </ConfirmDialog>
    </>
  );
}
