import { userMessage } from '@club/http';
import { toast } from '@club/stack';
import { Button, Cluster, Text } from '@club/ui';
import { useSetCandidatePreview } from '../api/set-candidate-preview';

const COPY = {
  on: {
    state: 'Aperçu activé\u00a0: ce navigateur reçoit toutes les versions candidates, quelle que soit leur part de visiteurs.',
    button: "Arrêter l'aperçu",
    done: 'Aperçu arrêté\u00a0: ce navigateur reçoit de nouveau les versions de sa part de visiteurs dès le prochain chargement de page.',
  },
  off: {
    state: "Ce navigateur reçoit les versions de sa part de visiteurs\u00a0: une version candidate seulement s'il est dans sa part.",
    button: 'Voir les versions candidates dans ce navigateur',
    done: 'Aperçu activé\u00a0: ce navigateur reçoit toutes les versions candidates dès le prochain chargement de page.',
  },
} as const;

/**
 * An admin checks a candidate on purpose: this browser only gets every candidate (a cookie of the session,
 * ADR 162); the visitors' shares do not change.
 */
export function CandidatePreview({ previewing }: { previewing: boolean }) {
  const preview = useSetCandidatePreview();
  const copy = COPY[previewing ? 'on' : 'off'];
  const toggle = () =>
    preview.mutate(
      { enabled: !previewing },
      {
        onSuccess: () => toast.success(copy.done),
        onError: (error) => toast.error(userMessage(error, "L'aperçu n'a pas pu être changé. Veuillez réessayer.")),
      },
    );
  return (
    <Cluster>
      <Text>{copy.state}</Text>
      <Button size="sm" variant="secondary" onClick={toggle} disabled={preview.isPending} aria-busy={preview.isPending}>
        {copy.button}
      </Button>
    </Cluster>
  );
}
