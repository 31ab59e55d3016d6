import { useState } from 'react';
import { banUser } from '../api/ban-user';
import type { AdminUser } from '../api/list-users';
import { useUserMutation } from '../use-user-mutation';
import { FormDialog } from '@club/ui-admin';

interface Ban {
  reason: string;
  until: Date | null;
}

/** The end date is the end of the chosen day (Paris is the browser's zone for the admins). */
const endOfDay = (day: string): Date => new Date(`${day}T23:59:59`);

/** `action=ban`: reason and optional end date; the person is signed out and cannot sign in until then. */
export function BanUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation(({ reason, until }: Ban) => banUser(user.id, reason, until), 'Utilisateur suspendu');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const reason = String(form.get('reason') ?? '').trim();
    const day = String(form.get('until') ?? '');
    const until = day ? endOfDay(day) : null;
    if (reason.length > 500) return setInvalid('Le motif ne peut pas dépasser 500 caractères.');
    if (until && (Number.isNaN(until.getTime()) || until.getTime() <= Date.now())) return setInvalid('La date de fin doit être dans le futur.');
    setInvalid(null);
    await mutation.run({ reason, until }).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      title={`Suspendre ${user.name}`}
      submitLabel="Suspendre"
      danger
      pending={mutation.pending}
      error={invalid ?? mutation.error}
      onSubmit={(form) => void submit(form)}
      onClose={onClose}
    >
      <label>
        Motif
        <input name="reason" maxLength={500} />
      </label>
      <label>
        Fin de la suspension (facultatif)
        <input name="until" type="date" />
      </label>
    </FormDialog>
  );
}
