import { styled } from '@club/stack';
import { Alert, Button, Cluster, Heading, Spinner } from '@club/ui';
import { compactControlCss } from '@club/ui-admin';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 20, 27, 0.55);
`;

const Panel = styled.form`
  width: min(30rem, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};

  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select { ${compactControlCss} }
`;

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

/** A modal form over the users list: focus starts on the first field, Escape closes, the server's refusal shows inside. */
export function FormDialog({ title, submitLabel, pending, error, danger = false, children, onSubmit, onClose }: FormDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLFormElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) onClose();
  };

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit} noValidate>
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
      </Panel>
    </Backdrop>
  );
}
