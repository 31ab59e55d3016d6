import type { Application } from '@club/contracts';
import { Alert, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { membershipLabel } from '@club/ui-applications';

/** The last application was refused: say so, with the reviewer's comment, above the new application form. */
export function RejectedNotice({ application }: { application: Application }) {
  return (
    <Alert tone="warning" title="Votre précédente demande a été refusée" role={undefined}>
      <Text>
        Demande pour {membershipLabel(application)}
        {application.reviewedAt ? `, examinée le ${formatLongDate(application.reviewedAt)}` : ''}.
      </Text>
      <Text>
        {application.reviewComments ? `Commentaire de l'association : «\u00a0${application.reviewComments}\u00a0»` : "L'association n'a pas laissé de commentaire."}
      </Text>
      <Text>Vous pouvez déposer une nouvelle demande ci-dessous.</Text>
    </Alert>
  );
}
