import { type FamilyMember } from '@club/contracts';
import { userMessage } from '@club/http';
import { toast } from '@club/stack';
import { Alert, Button, Cluster, Stack } from '@club/ui';
import { useRemoveFamilyMember } from '../api/family-mutations';

/** Removing a child asks first and says what goes with them: every piece of their data, as an account's deletion. */
export function RemoveFamilyMember({ person, onCancel }: { person: FamilyMember; onCancel: () => void }) {
  const remove = useRemoveFamilyMember();
  const name = `${person.firstName} ${person.lastName}`;
  const confirm = async () => {
    try {
      await remove.mutateAsync(person.id);
      toast.success(`${name} ne fait plus partie de votre famille : ses données ont été supprimées.`);
    } catch (error) {
      toast.error(userMessage(error, `La suppression de ${name} a échoué. Veuillez réessayer.`));
    }
  };
  return (
    <Stack gap="sm" role="group" aria-label={`Confirmer la suppression de ${name}`}>
      <Alert tone="warning" role={undefined} title="Action définitive">
        Supprimer {name} efface toutes ses données : son profil, ses adhésions, ses candidatures, ses inscriptions aux séances, ses présences et son certificat
        médical. Cette action ne peut pas être annulée.
      </Alert>
      <Cluster gap="sm">
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending} aria-busy={remove.isPending}>
          Supprimer définitivement {name}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={remove.isPending}>
          Annuler
        </Button>
      </Cluster>
    </Stack>
  );
}
