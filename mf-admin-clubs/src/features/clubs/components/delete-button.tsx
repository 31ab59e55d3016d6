import { apiErrorMessage } from '@club/api-client';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';

interface DeleteButtonProps {
  /** « Supprimer le club », « Supprimer la section »… */
  label: string;
  title: string;
  explanation: string;
  success: string;
  failure: string;
  remove: () => Promise<unknown>;
  pending: boolean;
  /** Where to go once deleted. */
  then: string;
}

/** A deletion behind a confirmation; a refusal (« … en dépendent ») is shown in the failure toast. */
export function DeleteButton({ label, title, explanation, success, failure, remove, pending, then }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await remove();
      setOpen(false);
      toast.success(success);
      await navigate(then);
    } catch (error) {
      setOpen(false);
      toast.error(apiErrorMessage(error, failure));
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title={title}
        confirmLabel="Supprimer"
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {explanation}
      </ConfirmDialog>
    </>
  );
}
