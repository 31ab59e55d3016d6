import { useDeleteArticle } from '@club/api-client';
import type { Article } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { paths } from '../../../paths';
import { failureToast } from '../../../shared/failure';
import { BLOG_TOASTS } from '../../../shared/messages';

export function DeleteArticleButton({ article }: { article: Article }) {
  const [open, setOpen] = useState(false);
  const deleteArticle = useDeleteArticle();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteArticle.mutateAsync(article.id);
      setOpen(false);
      toast.success(BLOG_TOASTS.deleted);
      await navigate(paths.home.href());
    } catch (error) {
      setOpen(false);
      failureToast(BLOG_TOASTS.deleteFailed, error);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer l'article
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title={`Supprimer «\u00a0${article.title}\u00a0» ?`}
        confirmLabel="Supprimer"
        pending={deleteArticle.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        L'article sera définitivement supprimé, avec ses commentaires et ses réactions.
      </ConfirmDialog>
    </>
  );
}
