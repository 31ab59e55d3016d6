import { FamilyLoginInputSchema, withDe, type FamilyLoginInput, type FamilyMember } from '@club/contracts';
import { toast } from '@club/stack';
import { Button, Cluster, Stack, Text } from '@club/ui';
import { applyServerError, FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useGiveOwnLogin } from '../api/family-mutations';

/**
 * « Lui créer son propre compte » (15 to 17): the teenager's own address; the link to choose a password goes there,
 * and the adult keeps acting for them until 18 (ADR 208).
 */
export function OwnLoginForm({ person, onDone }: { person: FamilyMember; onDone: () => void }) {
  const form = useZodForm(FamilyLoginInputSchema, { defaultValues: { email: '' } });
  const give = useGiveOwnLogin();

  const onSubmit = async (input: FamilyLoginInput) => {
    try {
      await give.mutateAsync({ personId: person.id, input });
      toast.success(`Un lien pour choisir son mot de passe a été envoyé à ${input.email}.`);
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, ['email'], "Le compte n'a pas pu être créé. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Compte personnel ${withDe(person.firstName)}`}>
      <Stack>
        <Text>
          {person.firstName} recevra à cette adresse un lien pour choisir son mot de passe, puis se connectera avec son propre compte.
          {person.managed ? " Jusqu'à ses 18 ans, vous continuez à pouvoir agir pour cette personne." : ''}
        </Text>
        <FormError />
        <TextField name="email" label={`Adresse e-mail ${withDe(person.firstName)}`} type="email" autoComplete="off" required />
        <Cluster gap="sm">
          <SubmitButton pending={give.isPending}>Créer son compte</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            Annuler
          </Button>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
