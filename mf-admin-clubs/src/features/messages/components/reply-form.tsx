import { useReplyToContactMessage } from '@club/api-client';
import { ContactReplyInputSchema, type ContactMessageDetail, type ContactReplyInput } from '@club/contracts';
import { toast } from '@club/stack';
import { Heading, Stack, Text } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextAreaField, applyServerError, useZodForm } from '@club/ui/forms';
import { Section } from '@club/ui-admin';

const SENT = 'Réponse envoyée par e-mail.';
const FAILED = "La réponse n'a pas pu être envoyée. Veuillez réessayer.";

/** The reply goes by e-mail to the visitor, from the club's address, and is kept under « Réponses envoyées ». */
export function ReplyForm({ message }: { message: ContactMessageDetail }) {
  const form = useZodForm(ContactReplyInputSchema, { defaultValues: { text: '' } });
  const reply = useReplyToContactMessage();

  const onSubmit = async (values: ContactReplyInput) => {
    try {
      await reply.mutateAsync({ id: message.id, ...values });
      form.reset({ text: '' });
      toast.success(SENT);
    } catch (error) {
      applyServerError(error, form.setError, ['text'], FAILED);
      toast.error(FAILED);
    }
  };

  return (
    <Section aria-labelledby="message-repondre">
      <Heading level={2} id="message-repondre">
        Répondre
      </Heading>
      <FormRoot form={form} onSubmit={onSubmit} aria-labelledby="message-repondre">
        <Stack>
          <Text size="sm" muted>
            Votre réponse est envoyée à {message.email} depuis l'adresse de l'association ; sa réponse éventuelle arrivera sur l'adresse de contact du club.
          </Text>
          <FormError />
          <TextAreaField name="text" label="Votre réponse" required rows={8} maxLength={5000} />
          <div>
            <SubmitButton pending={reply.isPending}>Envoyer la réponse</SubmitButton>
          </div>
        </Stack>
      </FormRoot>
    </Section>
  );
}
