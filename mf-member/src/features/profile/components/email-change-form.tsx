import { Alert, EmailAddress, Stack, Text } from '@club/ui';
import { applyServerError, FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useState } from 'react';
import { useRequestEmailChange } from '../api/profile-mutations';
import { EmailChangeSchema, type EmailChangeValues } from '../profile-schemas';

/**
 * A new address is used only once the link sent to it is followed; asking takes the current password, and
 * the old address is told of the change with a way to undo it (ADR 160).
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const form = useZodForm(EmailChangeSchema, { defaultValues: { newEmail: '', currentPassword: '' } });
  const change = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: EmailChangeValues) => {
    if (values.newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('newEmail', { type: 'validate', message: "C'est déjà votre adresse e-mail" }, { shouldFocus: true });
      return;
    }
    try {
      await change.mutateAsync(values);
      setSentTo(values.newEmail);
      form.reset({ newEmail: '', currentPassword: '' });
    } catch (error) {
      applyServerError(error, form.setError, ['newEmail', 'currentPassword'], "Le changement d'adresse n'a pas pu être demandé. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Changer d'adresse e-mail">
      <Stack>
        <Text>
          Adresse actuelle : <EmailAddress as="strong">{currentEmail}</EmailAddress>
        </Text>
        {sentTo ? (
          <Alert tone="success" title="Vérifiez votre nouvelle adresse">
            Si l'adresse {sentTo} peut être utilisée, un lien de confirmation vient d'y être envoyé. Votre adresse changera quand vous l'aurez suivi.
          </Alert>
        ) : null}
        <FormError />
        <TextField name="newEmail" label="Nouvelle adresse e-mail" type="email" autoComplete="email" required />
        <TextField
          name="currentPassword"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          hint="Votre ancienne adresse sera prévenue du changement, avec un lien pour l'annuler."
          required
        />
        <div>
          <SubmitButton pending={change.isPending} pendingLabel="Envoi…">
            Envoyer le lien de confirmation
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
