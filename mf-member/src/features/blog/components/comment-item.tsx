import { blogErrorMessage, useDeleteComment, useUpdateComment } from '@club/api-client';
import { HIDDEN_COMMENT_NOTICE, MAX_COMMENT_LENGTH, withDe, type ArticleComment } from '@club/contracts';
import { styled, toast } from '@club/stack';
import { Badge, Button, Cluster, Stack, Text } from '@club/ui';
import { useId, useState } from 'react';
import { formatRelative } from '@club/ui/dates';
import { EmojiText } from '@club/ui/emoji';
import { CommentReactions } from './comment-reactions';
import { CommentTextArea } from './comment-text-area.styles';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};

  p { margin: ${({ theme }) => theme.space.sm} 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * A comment shown as text with its reactions; its author may edit it in place or delete it (after a confirmation).
 * A comment moderation hid reaches only its author (and admins): marked « Masqué par la modération », deletable only.
 */
export function CommentItem({ comment, own }: { comment: ArticleComment; own: boolean }) {
  const updateComment = useUpdateComment();
  const deleteComment = useDeleteComment();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useState(comment.content);
  const fieldId = useId();

  const save = async () => {
    try {
      await updateComment.mutateAsync({ id: comment.id, changes: { content: text } });
      setEditing(false);
      toast.success('Commentaire modifié avec succès');
    } catch (error) {
      toast.error(blogErrorMessage(error, 'Erreur lors de la modification du commentaire'));
    }
  };
  const remove = async () => {
    try {
      await deleteComment.mutateAsync({ id: comment.id, articleId: comment.articleId });
      toast.success('Commentaire supprimé avec succès');
    } catch (error) {
      setConfirming(false);
      toast.error(blogErrorMessage(error, 'Erreur lors de la suppression du commentaire'));
    }
  };

  return (
    <Item aria-label={`Commentaire ${withDe(comment.authorName)}`}>
      <Cluster gap="sm">
        <strong>{comment.authorName}</strong>
        <Text as="span" muted>
          <time dateTime={comment.createdAt}>{formatRelative(comment.createdAt)}</time>
          {comment.updatedAt !== comment.createdAt ? ' (modifié)' : ''}
        </Text>
        {comment.isHidden ? <Badge tone="warning">{HIDDEN_COMMENT_NOTICE}</Badge> : null}
      </Cluster>
      {comment.isHidden ? (
        <Text size="sm" muted>
          Les autres lecteurs ne le voient plus : seuls vous et les administrateurs le voyez.
        </Text>
      ) : null}
      {editing ? (
        <Stack gap="sm">
          <label htmlFor={fieldId}>Modifier votre commentaire</label>
          <CommentTextArea id={fieldId} rows={3} maxLength={MAX_COMMENT_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
          <Cluster gap="sm">
            <Button size="sm" onClick={() => void save()} disabled={updateComment.isPending || !text.trim()}>
              Enregistrer
            </Button>
            <Button size="sm" variant="ghost" onClick={() => (setEditing(false), setText(comment.content))}>
              Annuler
            </Button>
          </Cluster>
        </Stack>
      ) : (
        <EmojiText as="p">{comment.content}</EmojiText>
      )}
      {editing || comment.isHidden ? null : <CommentReactions comment={comment} />}
      {own && !editing ? (
        confirming ? (
          <Cluster gap="sm" role="group" aria-label="Confirmer la suppression">
            <Text as="span">Supprimer ce commentaire ?</Text>
            <Button size="sm" variant="danger" onClick={() => void remove()} disabled={deleteComment.isPending}>
              Oui, supprimer
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
          </Cluster>
        ) : (
          <Cluster gap="sm">
            {comment.isHidden ? null : (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Modifier
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Supprimer
            </Button>
          </Cluster>
        )
      ) : null}
    </Item>
  );
}
