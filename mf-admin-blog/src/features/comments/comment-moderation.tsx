import { articleCommentsQueryOptions, useDeleteComment, useUpdateComment } from '@club/api-client';
import { withDe, type ArticleComment, type RecentComment } from '@club/contracts';
import { Link, styled, toast, useSuspenseQuery } from '@club/stack';
import { Badge, Button, Cluster, EmptyView, Text } from '@club/ui';
import { ConfirmDialog, Section } from '@club/ui-admin';
import { useState } from 'react';
import { formatMoment } from '@club/ui/dates';
import { failureToast } from '../../shared/failure';
import { paths } from '../../paths';
import { BLOG_TOASTS } from '../../shared/messages';

export const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li<{ $hidden: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.surfaceMuted : theme.colors.surface)};

  p { margin: ${({ theme }) => theme.space.sm} 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export const commentsOf = (articleId: string) => articleCommentsQueryOptions(articleId, { limit: 100 });

/** An article's comments, hidden ones included: hide, show again or delete each (moderation). */
export function CommentModeration({ articleId }: { articleId: string }) {
  const { data: comments } = useSuspenseQuery(commentsOf(articleId));
  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">Commentaires ({comments.total})</h2>
      {comments.data.length === 0 ? (
        <EmptyView title="Aucun commentaire" message="Les commentaires des membres apparaîtront ici." headingLevel={3} />
      ) : (
        <List>
          {comments.data.map((comment) => (
            <ModeratedComment key={comment.id} comment={comment} />
          ))}
        </List>
      )}
    </Section>
  );
}

const reactionsLabel = (total: number) => (total === 1 ? '1 réaction' : `${total} réactions`);

/**
 * One comment to moderate: hide, show again, delete (after a confirmation). In the queue of every article's
 * comments (a `RecentComment`) it links to its article; under its article (an `ArticleComment`) it counts its reactions.
 */
export function ModeratedComment({ comment }: { comment: ArticleComment | RecentComment }) {
  const updateComment = useUpdateComment();
  const deleteComment = useDeleteComment();
  const [confirming, setConfirming] = useState(false);

  const setHidden = async (isHidden: boolean) => {
    try {
      await updateComment.mutateAsync({ id: comment.id, changes: { isHidden } });
      toast.success(isHidden ? BLOG_TOASTS.commentHidden : BLOG_TOASTS.commentShown);
    } catch (error) {
      failureToast(BLOG_TOASTS.commentFailed, error);
    }
  };
  const remove = async () => {
    try {
      await deleteComment.mutateAsync({ id: comment.id, articleId: comment.articleId });
      setConfirming(false);
      toast.success(BLOG_TOASTS.commentDeleted);
    } catch (error) {
      setConfirming(false);
      failureToast(BLOG_TOASTS.commentFailed, error);
    }
  };

  return (
    <Item $hidden={comment.isHidden} aria-label={`Commentaire ${withDe(comment.authorName)}`}>
      <Cluster gap="sm">
        <strong>{comment.authorName}</strong>
        <time dateTime={comment.createdAt}>{formatMoment(comment.createdAt)}</time>
        {'articleTitle' in comment ? (
          <span>
            sur <Link to={paths.article.href(comment.articleId)}>{comment.articleTitle}</Link>
          </span>
        ) : null}
        {'reactions' in comment && comment.reactions.total > 0 ? (
          <Text as="span" muted>
            {reactionsLabel(comment.reactions.total)}
          </Text>
        ) : null}
        {comment.isHidden ? <Badge tone="warning">Masqué</Badge> : null}
      </Cluster>
      <p>{comment.content}</p>
      <Cluster gap="sm">
        <Button size="sm" variant="secondary" disabled={updateComment.isPending} onClick={() => void setHidden(!comment.isHidden)}>
          {comment.isHidden ? 'Afficher' : 'Masquer'}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Supprimer
        </Button>
      </Cluster>
      <ConfirmDialog
        tone="destructive"
        open={confirming}
        title="Supprimer ce commentaire ?"
        confirmLabel="Supprimer"
        pending={deleteComment.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        Le commentaire de {comment.authorName} sera définitivement supprimé.
      </ConfirmDialog>
    </Item>
  );
}
