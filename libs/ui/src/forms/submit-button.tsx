import { Button, Spinner, type ButtonSize, type ButtonVariant } from '@club/ui';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Also pending while e.g. a mutation runs after the submit handler returned. */
  pending?: boolean;
  pendingLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Submit button that shows and announces the pending state, and blocks double submission. */
export function SubmitButton({ children, pending = false, pendingLabel = 'Envoi en cours…', ...style }: SubmitButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  const busy = pending || isSubmitting;
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} {...style}>
      {busy ? (
        <>
          <Spinner size={16} />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
