import { changePassword } from '../../../shared/account-actions';
import { toast, useMutation } from '@club/stack';
import { Stack } from '@club/ui';
import { CheckboxField, FieldRow, FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { ChangePasswordSchema, type ChangePasswordValues } from '../settings-schemas';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Current password, then the new one twice (at least 12 characters). */
export function PasswordForm() {
  const form = useZodForm(ChangePasswordSchema, { defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: false } });
  const change = useMutation({ mutationFn: changePassword });

  const onSubmit = async ({ currentPassword, newPassword, revokeOtherSessions }: ChangePasswordValues) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      form.reset();
      toast.success('Mot de passe modifié');
    } catch (error) {
      applyAuthError(error, form.setError, FIELDS, "Le mot de passe n'a pas pu être modifié. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Changer de mot de passe">
      <Stack>
        <FormError />
        <TextField name="currentPassword" label="Mot de passe actuel" type="password" autoComplete="current-password" required />
        <FieldRow>
          <TextField name="newPassword" label="Nouveau mot de passe" type="password" autoComplete="new-password" hint="Au moins 12 caractères." required />
          <TextField name="confirmPassword" label="Confirmer le nouveau mot de passe" type="password" autoComplete="new-password" required />
        </FieldRow>
        <CheckboxField name="revokeOtherSessions" label="Déconnecter mes autres appareils" />
        <div>
          <SubmitButton pending={change.isPending} pendingLabel="Modification…">
            Changer le mot de passe
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
