import { apiErrorMessage, useChangeContactMessageState } from '@club/api-client';
import type { ContactMessageDetail, ContactMessageState } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { paths } from '../../../paths';

const DONE: Record<ContactMessageState, string> = {
  unread: 'Message marqué comme non lu.',
  read: 'Message restauré dans les messages lus.',
  archived: 'Message archivé.',
};
const FAILED = "Le message n'a pas pu être modifié. Veuillez réessayer.";

/**
 * Archive or restore, and mark unread. Neither loses anything (an archived message stays searchable under
 * « Archivés »), so neither asks first. Marked unread, the message leaves the screen: reading it would mark it read.
 */
export function MessageActions({ message }: { message: ContactMessageDetail }) {
  const change = useChangeContactMessageState();
  const navigate = useNavigate();
  const set = async (state: ContactMessageState) => {
    try {
      await change.mutateAsync({ id: message.id, state });
      toast.success(DONE[state]);
      if (state === 'unread') await navigate(paths.messages.href());
    } catch (error) {
      toast.error(apiErrorMessage(error, FAILED));
    }
  };
  return (
    <>
      {message.state === 'archived' ? (
        <Button variant="secondary" disabled={change.isPending} onClick={() => void set('read')}>
          Restaurer
        </Button>
      ) : (
        <Button variant="secondary" disabled={change.isPending} onClick={() => void set('archived')}>
          Archiver
        </Button>
      )}
      <Button variant="secondary" disabled={change.isPending} onClick={() => void set('unread')}>
        Marquer comme non lu
      </Button>
    </>
  );
}
