import { getMyData } from '@club/api-client';
import { withDe, type FamilyMember } from '@club/contracts';
import { userMessage } from '@club/http';
import { toast, useMutation } from '@club/stack';
import { Button } from '@club/ui';
import { Download } from 'lucide-react';
import { saveAsJsonFile } from '../save-as-json-file';

/** « Léa-Marie » → « lea-marie »: a file name without accents or spaces. */
const fileSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'membre';

/** « Télécharger ses données »: everything the association holds about the child, as the member's own export (ADR 208). */
export function FamilyDataButton({ person }: { person: FamilyMember }) {
  const download = useMutation({
    mutationFn: () => getMyData(person.id),
    onSuccess: (data) => saveAsJsonFile(data, `donnees-${fileSlug(person.firstName)}-${data.exportedAt.slice(0, 10)}.json`),
    onError: (error) => toast.error(userMessage(error, `Les données ${withDe(person.firstName)} n'ont pas pu être téléchargées. Veuillez réessayer.`)),
  });
  return (
    <Button size="sm" variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
      <Download size={16} aria-hidden="true" focusable="false" />
      {download.isPending ? 'Préparation…' : 'Télécharger ses données'}
    </Button>
  );
}
