import { useDeleteTag } from '@club/api-client';
import type { TagDetail } from '@club/contracts';
import { toast } from '@club/stack';
import { Button, Cluster } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { failureToast } from '../../../shared/failure';
import { BLOG_TOASTS } from '../../../shared/messages';
import { articleCountLabel } from '../tag-labels';
import { RenameTagDialog } from './rename-tag-dialog';

/** Rename and delete (admins): deleting takes the tag off its articles, which stay as they are. */
export function TagActions({ tag }: { tag: TagDetail }) {
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const deleteTag = useDeleteTag();

  const confirmDelete = async () => {
    try {
      await deleteTag.mutateAsync(tag.id);
      toast.success(BLOG_TOASTS.tagDeleted(tag.name));
    } catch (error) {
      failureToast(BLOG_TOASTS.tagDeleteFailed, error);
    } finally {
      setOpen(null);
    }
  };

  return (
    <Cluster gap="xs">
      <Button variant="secondary" size="sm" onClick={() => setOpen('rename')} aria-label={`Renommer le tag ${tag.name}`}>
        Renommer
      </Button>
      <Button variant="danger" size="sm" onClick={() => setOpen('delete')} aria-label={`Supprimer le tag ${tag.name}`}>
        Supprimer
      </Button>
      {open === 'rename' ? <RenameTagDialog tag={tag} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        tone="destructive"
        open={open === 'delete'}
        title={`Supprimer le tag «\u00a0${tag.name}\u00a0» ?`}
        confirmLabel="Supprimer"
        pending={deleteTag.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setOpen(null)}
      >
        {tag.articleCount > 0
          ? `Il sera retiré ${tag.articleCount > 1 ? `des ${articleCountLabel(tag.articleCount)} qui le portent` : "de l'article qui le porte"} ; les articles ne changent pas autrement.`
          : 'Aucun article ne porte ce tag.'}
      </ConfirmDialog>
    </Cluster>
  );
}
