import { userMessage } from '@club/http';
import { toast, useMutation } from '@club/stack';
import { Button } from '@club/ui';
import { Download } from 'lucide-react';
import { PageSection } from '../../../shared/page';

/** Saves the export as a file: the browser's own download, from the JSON the API answered. */
function saveAsFile(content: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const getMyData = () => import('../api/my-data').then((module) => module.getMyData());

/** "My data": everything the association holds about me, as JSON. */
export function MyDataSection() {
  const download = useMutation({
    mutationFn: getMyData,
    onSuccess: (data) => saveAsFile(data, `mes-donnees-${data.exportedAt.slice(0, 10)}.json`),
    onError: (error) => toast.error(userMessage(error, "Vos données n'ont pas pu être téléchargées. Veuillez réessayer.")),
  });
  return (
    <PageSection
      id="mes-donnees"
      title="Mes données"
      description="Téléchargez tout ce que l'association conserve sur vous : profil, adhésions, candidatures, réservations et sessions, dans un fichier JSON."
    >
      <div>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          <Download size={16} aria-hidden="true" focusable="false" />
          {download.isPending ? 'Préparation…' : 'Télécharger mes données'}
        </Button>
      </div>
    </PageSection>
  );
}
