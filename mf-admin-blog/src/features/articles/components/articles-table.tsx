import { ARTICLE_VISIBILITY_LABELS, type Article } from '@club/contracts';
import { Link } from '@club/stack';
import { DataTable } from '@club/ui-admin';
import { paths } from '../../../paths';
import { publicationLabel } from '../../../shared/dates';

/** The articles of a page: title (link to the detail), state, visibility, tags and author. */
export function ArticlesTable({ articles, caption }: { articles: readonly Article[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={articles}
      rowKey={(article) => article.id}
      rowHeader={{ header: 'Titre', cell: (article) => <Link to={paths.article.href(article.id)}>{article.title}</Link> }}
      columns={[
        { header: 'État', cell: (article) => publicationLabel(article) },
        { header: 'Visibilité', cell: (article) => ARTICLE_VISIBILITY_LABELS[article.visibility] },
        { header: 'Tags', cell: (article) => article.tags.map((tag) => tag.name).join(', ') || '—' },
        { header: 'Auteur', cell: (article) => article.authorName },
      ]}
    />
  );
}
