import { blogErrorMessage, useCreateComment } from '@club/api-client';
import { useSession } from '@club/auth';
import { MAX_COMMENT_LENGTH } from '@club/contracts';
import { styled, toast, useSuspenseQuery } from '@club/stack';
import { Button, Stack, Text } from '@club/ui';
import { useId, useState } from 'react';
import { articleCommentsQuery } from '../api/blog-loaders';
import { CommentItem } from './comment-item';
import { CommentTextArea } from './comment-text-area.styles';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The article's comments (plain text), a form to write one, and edit/delete on the member's own. */
export function CommentsSection({ articleId }: { articleId: string }) {
  const { data: comments } = useSuspenseQuery(articleCommentsQuery(articleId));
  const { session } = useSession();
  const createComment = useCreateComment();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const submit = async () => {
    if (!text.trim()) return setProblem('Le commentaire ne peut pas être vide');
    try {
      await createComment.mutateAsync({ articleId, content: text });
      setText('');
      setProblem(null);
      toast.success('Commentaire publié avec succès');
    } catch (error) {
      const message = blogErrorMessage(error, "Erreur lors de l'envoi du commentaire");
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <section aria-labelledby="comments-title">
      <Stack gap="md">
        <h2 id="comments-title">Commentaires ({comments.total})</h2>
        {comments.data.length === 0 ? <Text muted>Aucun commentaire pour le moment. Soyez le premier à réagir !</Text> : null}
        <List aria-label="Commentaires">
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} own={comment.authorId === session?.user.id} />
          ))}
        </List>
        <form
          aria-label="Écrire un commentaire"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <label htmlFor={fieldId}>Votre commentaire</label>
            <CommentTextArea
              id={fieldId}
              rows={4}
              maxLength={MAX_COMMENT_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-problem` : undefined}
            />
            {problem ? (
              <Problem id={`${fieldId}-problem`} role="alert">
                {problem}
              </Problem>
            ) : null}
            <div>
              <Button type="submit" disabled={createComment.isPending}>
                Publier le commentaire
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
