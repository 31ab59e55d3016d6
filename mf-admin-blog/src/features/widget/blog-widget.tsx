import { articlesQueryOptions, recentCommentsQueryOptions } from '@club/api-client';
import { Link, styled, useQuery } from '@club/stack';
import { Badge, ErrorView, LoadingView } from '@club/ui';
import { paths } from '../../paths';
import { formatMoment } from '@club/ui/dates';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));

  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: 1rem; }
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space.lg}; display: grid; gap: ${({ theme }) => theme.space.sm}; }
  p { margin: 0; }
`;

const Quote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/**
 * Widget of the `/admin` home (slot 'admin-home', « Blog »): the latest comments to moderate and the
 * next scheduled articles, each linking to its article's page.
 */
export default function BlogWidget() {
  const comments = useQuery(recentCommentsQueryOptions({ limit: 5 }));
  const scheduled = useQuery(articlesQueryOptions({ scheduled: true, limit: 5 }));
  if (comments.isPending || scheduled.isPending) return <LoadingView message="Chargement du blog…" />;
  if (comments.isError || scheduled.isError) {
    return <ErrorView headingLevel={3} title="Blog indisponible" message="Impossible de charger les commentaires et les articles programmés pour le moment." />;
  }
  return (
    <Columns>
      <section aria-labelledby="blog-widget-comments">
        <h3 id="blog-widget-comments">Derniers commentaires à modérer</h3>
        {comments.data.data.length === 0 ? (
          <p>Aucun commentaire pour le moment.</p>
        ) : (
          <ul>
            {comments.data.data.map((comment) => (
              <li key={comment.id}>
                <Link to={paths.article.href(comment.articleId)}>{comment.articleTitle}</Link> — {comment.authorName}{' '}
                {comment.isHidden ? <Badge tone="warning">Masqué</Badge> : null}
                <Quote>«&nbsp;{excerpt(comment.content)}&nbsp;»</Quote>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="blog-widget-scheduled">
        <h3 id="blog-widget-scheduled">Prochains articles programmés</h3>
        {scheduled.data.data.length === 0 ? (
          <p>Aucun article programmé.</p>
        ) : (
          <ul>
            {scheduled.data.data.map((article) => (
              <li key={article.id}>
                <Link to={paths.article.href(article.id)}>{article.title}</Link> —{' '}
                <time dateTime={article.publishedAt ?? ''}>{formatMoment(article.publishedAt ?? '')}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={paths.home.href()}>Tous les articles</Link>
      </p>
    </Columns>
  );
}
