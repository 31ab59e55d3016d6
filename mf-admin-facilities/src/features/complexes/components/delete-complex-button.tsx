import { apiErrorMessage, useDeleteComplex } from '@club/api-client';
import type { Complex } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { paths } from '../../../paths';
import { COMPLEX_TOASTS } from '../../../shared/messages';

export function DeleteComplexButton({ complex }: { complex: Complex }) {
  const [open, setOpen] = useState(false);
  const deleteComplex = useDeleteComplex();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteComplex.mutateAsync(complex.id);
      setOpen(false);
      toast.success(COMPLEX_TOASTS.deleted);
      await navigate(paths.complexes.href());
    } catch (error) {
      setOpen(false);
      toast.error(apiErrorMessage(error, COMPLEX_TOASTS.deleteFailed));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer le complexe
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title={`Supprimer «\u00a0${complex.name}\u00a0» ?`}
        confirmLabel="Supprimer"
        pending={deleteComplex.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        Le complexe sera définitivement supprimé. Un complexe qui contient encore des salles ne peut pas être supprimé.
      </ConfirmDialog>
    </>
  );
}
