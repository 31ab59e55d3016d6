import { ContactMessageInputSchema, type ContactMessageInput } from '@club/contracts';
import { Link, styled, toast } from '@club/stack';
import {
  applyServerError,
  CheckboxField,
  FieldRow,
  FormError,
  FormRoot,
  RequiredFieldsNote,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
} from '@club/ui/forms';
import { paths } from '../../../paths';
import { useSendContactMessage } from '../api/send-contact-message';

const CONTACT_SUCCESS_MESSAGE = 'Votre message a bien été envoyé. Nous vous répondrons rapidement.';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'consent'] as const;
const SEND_FAILED_MESSAGE = "Votre message n'a pas pu être envoyé. Veuillez réessayer dans quelques instants.";

export function ContactForm() {
  const form = useZodForm(ContactMessageInputSchema, { defaultValues: { name: '', email: '', subject: '', message: '' } });
  const sendMessage = useSendContactMessage();

  const onSubmit = async (values: ContactMessageInput) => {
    try {
      await sendMessage.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, CONTACT_FIELDS, SEND_FAILED_MESSAGE);
      return;
    }
    toast.success(CONTACT_SUCCESS_MESSAGE);
    form.reset();
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-labelledby="formulaire-contact-titre">
      <Fields>
        <RequiredFieldsNote />
        <FormError />
        <FieldRow minColumn="16rem">
          <TextField name="name" label="Nom et prénom" autoComplete="name" required />
          <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
        </FieldRow>
        <TextField name="subject" label="Objet" required />
        <TextAreaField name="message" label="Message" rows={7} hint="10 caractères au minimum." required />
        <CheckboxField
          name="consent"
          label="J'accepte que les informations saisies soient utilisées par l'association pour répondre à ma demande."
          hint={
            <>
              Elles ne servent qu'à vous répondre. Pour en savoir plus et exercer vos droits, consultez notre{' '}
              <Link to={paths.privacy.href()}>politique de confidentialité</Link>.
            </>
          }
          required
        />
        <div>
          <SubmitButton pending={sendMessage.isPending}>Envoyer le message</SubmitButton>
        </div>
      </Fields>
    </FormRoot>
  );
}
