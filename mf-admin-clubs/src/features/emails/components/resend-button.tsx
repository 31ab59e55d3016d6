import { apiErrorMessage, useResendEmail } from '@club/api-client';
import type { EmailDelivery } from '@club/contracts';
import { toast } from '@club/stack';
import { Button } from '@club/ui';

const RESENT = "E-mail remis en file d'envoi.";
const RESEND_FAILED = 'Impossible de renvoyer cet e-mail pour le moment.';

/**
 * « Renvoyer »: the e-mail waits again, to be sent at once. Not destructive (one more attempt), so no
 * confirmation; a refusal (delivered meanwhile, link expired) is the API's French message in a toast.
 */
export function ResendButton({ email }: { email: EmailDelivery }) {
  const resend = useResendEmail();
  const onClick = () =>
    resend.mutate(email.id, {
      onSuccess: () => toast.success(RESENT),
      onError: (error) => toast.error(apiErrorMessage(error, RESEND_FAILED)),
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onClick}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      aria-label={`Renvoyer\u00a0: ${email.subject} (${email.to})`}
    >
      Renvoyer
    </Button>
  );
}
