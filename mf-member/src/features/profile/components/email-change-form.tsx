import { Alert, Stack, Text } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useState } from 'react';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { useRequestEmailChange } from '../api/profile-mutations';
import { EmailChangeSchema, type EmailChangeValues } from '../profile-schemas';

/** A new address is used only once the link sent to it is followed (better-auth's change-email). */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const form = useZodForm(EmailChangeSchema, { defaultValues: { newEmail: '' } });
  const change = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async ({ newEmail }: EmailChangeValues) => {
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('newEmail', { type: 'validate', message: "C'est déjà votre adresse e-mail" }, { shouldFocus: true });
      return;
    }
    try {
      await change.mutateAsync(newEmail);
      setSentTo(newEmail);
      form.reset({ newEmail: '' });
    } catch (error) {
      applyAuthError(error, form.setError, ['newEmail'], "Le changement d'adresse n'a pas pu être demandé. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Changer d'adresse e-mail">
      <Stack>
        <Text>
          Adresse actuelle : <strong>{currentEmail}</strong>
        </Text>
        {sentTo ? (
          <Alert tone="success" title="Vérifiez votre nouvelle adresse">
            Si l'adresse {sentTo} peut être utilisée, un lien de confirmation vient d'y être envoyé. Votre adresse changera quand vous l'aurez suivi.
          </Alert>
        ) : null}
        <FormError />
        <TextField name="newEmail" label="Nouvelle adresse e-mail" type="email" autoComplete="email" required />
        <div>
          <SubmitButton pending={change.isPending} pendingLabel="Envoi…">
            Envoyer le lien de confirmation
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
