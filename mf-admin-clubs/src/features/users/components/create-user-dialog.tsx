import { DisplayNameSchema, EmailSchema, PasswordSchema, RoleSchema } from '@club/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { createUser, type NewUser } from '../api/create-user';
import { useUserMutation } from '../use-user-mutation';
import { FormDialog } from '@club/ui-admin';
import { RoleSelect } from './role-select';

const NewUserSchema = z.object({ name: DisplayNameSchema, email: EmailSchema, password: PasswordSchema, role: RoleSchema });

/** `action=create`: name, e-mail, password (12 characters at least) and role; the account is verified. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const mutation = useUserMutation((user: NewUser) => createUser(user), 'Utilisateur créé avec succès');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const parsed = NewUserSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => issue.message).join('. '));
      return;
    }
    setInvalid(null);
    await mutation.run(parsed.data).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      title="Créer un utilisateur"
      submitLabel="Créer l'utilisateur"
      pending={mutation.pending}
      error={invalid ?? mutation.error}
      onSubmit={(form) => void submit(form)}
      onClose={onClose}
    >
      <label>
        Nom
        <input name="name" autoComplete="off" required />
      </label>
      <label>
        Adresse e-mail
        <input name="email" type="email" autoComplete="off" required />
      </label>
      <label>
        Mot de passe (12 caractères minimum)
        <input name="password" type="password" autoComplete="new-password" required minLength={12} />
      </label>
      <RoleSelect defaultValue="member" />
    </FormDialog>
  );
}
