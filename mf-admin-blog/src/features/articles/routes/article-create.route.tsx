import { tagsQueryOptions } from '@club/api-client';
import { PageBody, PageHeader, loaderQueryClient, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ArticleForm } from '../components/article-form';

export async function loader() {
  await loaderQueryClient().ensureQueryData(routeQuery(tagsQueryOptions()));
  return null;
}

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouvel article" crumbs={[{ label: 'Blog', to: paths.home.href() }, { label: 'Nouvel article' }]} />
      <ArticleForm />
    </PageBody>
  );
}
