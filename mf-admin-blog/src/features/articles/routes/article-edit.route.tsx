import { tagsQueryOptions } from '@club/api-client';
import type { LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ArticleForm } from '../components/article-form';
import { articlePage } from './article-page';

export async function loader(args: LoaderFunctionArgs) {
  const [result] = await Promise.all([articlePage.loader(args), loaderQueryClient().ensureQueryData(routeQuery(tagsQueryOptions()))]);
  return result;
}

export function Component() {
  const article = articlePage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${article.title}`}
        crumbs={[{ label: 'Blog', to: paths.home.href() }, { label: article.title, to: paths.article.href(article.id) }, { label: 'Modifier' }]}
      />
      <ArticleForm key={article.updatedAt} article={article} />
    </PageBody>
  );
}
