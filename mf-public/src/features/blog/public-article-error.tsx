import { ErrorView } from '@club/ui';
import { PageContainer } from '../../shared/components/page-container';

/** An unknown, unpublished or members-only article, or the API down: a French message and a way home. */
export function PublicArticleError() {
  return (
    <PageContainer>
      <ErrorView
        headingLevel={1}
        title="Article introuvable"
        message="Cet article n'existe pas, n'est pas encore publié ou est réservé aux membres du club."
        homeLink
      />
    </PageContainer>
  );
}
