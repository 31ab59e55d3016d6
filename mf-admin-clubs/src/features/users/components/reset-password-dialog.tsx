import { PasswordSchema } from '@club/contracts';
import { useState } from 'react';
import type { AdminUser } from '../api/list-users';
import { setUserPassword } from '../api/set-user-password';
import { useUserMutation } from '../use-user-mutation';
import { FormDialog } from '@club/ui-admin';

/** `action=reset-password`: the admin sets a new password (ADR 100) and gives it to the person. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation((password: string) => setUserPassword(user.id, password), 'Mot de passe modifié avec succès');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const parsed = PasswordSchema.safeParse(form.get('newPassword'));
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) await mutation.run(parsed.data).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      title={`Nouveau mot de passe pour ${user.name}`}
      submitLabel="Définir le mot de passe"
      pending={mutation.pending}
      error={invalid ?? mutation.error}
      onSubmit={(form) => void submit(form)}
      onClose={onClose}
    >
      <label>
        Nouveau mot de passe (12 caractères minimum)
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} />
      </label>
    </FormDialog>
  );
}
