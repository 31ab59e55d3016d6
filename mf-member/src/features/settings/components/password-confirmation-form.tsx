import { Cluster, Stack } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import type { ReactNode } from 'react';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { PasswordConfirmationSchema, type PasswordConfirmationValues } from '../settings-schemas';

interface PasswordConfirmationFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (password: string) => Promise<unknown>;
  fallback: string;
  variant?: 'primary' | 'danger';
  children?: ReactNode;
}

/** A sensitive action of the settings page: the password typed again, then the action. */
export function PasswordConfirmationForm({ label, submitLabel, pendingLabel, pending, onConfirm, fallback, variant, children }: PasswordConfirmationFormProps) {
  const form = useZodForm(PasswordConfirmationSchema, { defaultValues: { password: '' } });
  const onSubmit = async ({ password }: PasswordConfirmationValues) => {
    try {
      await onConfirm(password);
      form.reset();
    } catch (error) {
      applyAuthError(error, form.setError, ['password'], fallback);
    }
  };
  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={label}>
      <Stack>
        <FormError />
        <TextField name="password" label="Mot de passe" type="password" autoComplete="current-password" required />
        {children}
        <Cluster>
          <SubmitButton pending={pending} pendingLabel={pendingLabel} {...(variant ? { variant } : {})}>
            {submitLabel}
          </SubmitButton>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
