import { reactionTypesQueryOptions } from '@club/api-client';
import { ARTICLE_STATUS_LABELS, ARTICLE_VISIBILITY_LABELS, articleAddress } from '@club/contracts';
import { styled, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink } from '@club/ui';
import { ArticleBody } from '@club/ui/article-body';
import { DetailsList, PageBody, PageHeader, Section, loaderQueryClient, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { useBlogRights } from '../../../shared/blog-rights';
import { publicationLabel } from '../../../shared/dates';
import { CommentModeration, commentsOf } from '../../comments/comment-moderation';
import { DeleteArticleButton } from '../components/delete-article-button';
import { articleReactions, ReactionCounts } from '../components/reaction-counts';
import { articlePage } from './article-page';

const Cover = styled.img`
  max-width: min(100%, 40rem);
  border-radius: ${({ theme }) => theme.radii.md};
`;

export async function loader(args: LoaderFunctionArgs) {
  const result = await articlePage.loader(args);
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(commentsOf(result.id))),
    queryClient.ensureQueryData(routeQuery(articleReactions(result.id))),
    queryClient.ensureQueryData(routeQuery(reactionTypesQueryOptions())),
  ]);
  return result;
}

/** /admin/blog/{blogId}/: the article as readers see it, its reactions and its comments to moderate. */
export function Component() {
  const article = articlePage.useEntity();
  const { isAdmin, canChange } = useBlogRights();
  return (
    <PageBody>
      <PageHeader
        title={article.title}
        crumbs={[{ label: 'Blog', to: paths.home.href() }, { label: article.title }]}
        actions={
          canChange(article) ? (
            <>
              <ButtonLink to={paths.articleEdit.href(article.id)} variant="secondary">
                Modifier
              </ButtonLink>
              <DeleteArticleButton article={article} />
            </>
          ) : undefined
        }
      />
      <DetailsList
        items={[
          { label: 'Statut', value: ARTICLE_STATUS_LABELS[article.status] },
          { label: 'Publication', value: publicationLabel(article) },
          { label: 'Visibilité', value: ARTICLE_VISIBILITY_LABELS[article.visibility] },
          { label: 'Auteur', value: article.authorName },
          { label: 'Tags', value: article.tags.map((tag) => tag.name).join(', ') || '—' },
          { label: 'Adresse', value: articleAddress(article, article.visibility === 'members' ? '/dashboard/blog' : '/blog') },
          { label: 'Résumé', value: article.excerpt || '—' },
        ]}
      />
      <Section aria-labelledby="content-title">
        <h2 id="content-title">Contenu</h2>
        {article.coverImageUrl ? <Cover src={article.coverImageUrl} alt="Image de couverture" /> : null}
        {/* Sanitised by the API with an allow-list before it was stored (ADR 130). */}
        <ArticleBody dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      </Section>
      <ReactionCounts articleId={article.id} />
      {isAdmin ? <CommentModeration articleId={article.id} /> : null}
    </PageBody>
  );
}
