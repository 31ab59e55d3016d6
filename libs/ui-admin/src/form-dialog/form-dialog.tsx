import { Alert, Button, Cluster, Heading, Spinner } from '@club/ui';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Backdrop, FormPanel } from '../dialog/dialog.styles';
import { useModalKeyboard } from '../dialog/use-modal-keyboard';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The refusal of the last attempt, in French (shown in the dialog, announced). */
  error: string | null;
  danger?: boolean;
  children: ReactNode;
  onSubmit: (form: FormData) => void;
  onClose: () => void;
}

/** A modal form (shown while mounted): focus starts on the first field, the server's refusal shows inside. */
export function FormDialog({ title, submitLabel, pending, error, danger = false, children, onSubmit, onClose }: FormDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLFormElement>(null);
  const onKeyDown = useModalKeyboard(panel, { open: true, pending, onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <FormPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit} noValidate>
        <Heading level={2} size="lg" id={titleId}>
          {title}
        </Heading>
        {children}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Cluster justify="end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending} aria-busy={pending}>
            {pending ? <Spinner size={16} /> : null}
            {submitLabel}
          </Button>
        </Cluster>
      </FormPanel>
    </Backdrop>
  );
}
