import { deleteMyAccount } from '../../../shared/account-actions';
import { useMutation, useNavigate, useQueryClient } from '@club/stack';
import { Alert, leaveFlashNotice } from '@club/ui';
import { PageSection } from '../../../shared/page';
import { PasswordConfirmationForm } from './password-confirmation-form';

/** Deleting my account: password typed again; every session ends; upcoming bookings must be cancelled first (ADR 087). */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: deleteMyAccount });
  return (
    <PageSection id="supprimer-compte" title="Supprimer mon compte">
      <Alert tone="warning" role={undefined} title="Action définitive">
        Votre compte, votre profil, vos adhésions et vos demandes seront supprimés et tous vos appareils seront déconnectés. Si vous avez des réservations à venir,
        annulez-les d'abord.
      </Alert>
      <PasswordConfirmationForm
        label="Supprimer mon compte"
        submitLabel="Supprimer définitivement mon compte"
        pendingLabel="Suppression…"
        variant="danger"
        pending={remove.isPending}
        fallback="Votre compte n'a pas pu être supprimé. Veuillez réessayer."
        onConfirm={async (password) => {
          await remove.mutateAsync(password);
          queryClient.clear();
          // The home page says so, whatever the redirect does to a toast (issue 32).
          leaveFlashNotice({
            title: 'Votre compte a été supprimé',
            text: 'Vos données personnelles ont été effacées et toutes vos sessions ont été fermées. Merci pour le temps passé avec nous.',
          });
          await navigate('/', { replace: true });
        }}
      />
    </PageSection>
  );
}
