import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, type TagDetail } from '@club/contracts';
import { FiltersForm, SearchInput } from '@club/ui-admin';
import type { ArticleListSearch } from '../article-list-search';

/** Search, status and tag filters: a GET form, so they live in the URL. */
export function ArticleFilters({ search, tags }: { search: ArticleListSearch; tags: readonly TagDetail[] }) {
  return (
    <FiltersForm label="Rechercher un article">
      <SearchInput label="Recherche" value={search.search} placeholder="Titre, résumé…" />
      <label>
        Statut
        <select name="status" defaultValue={search.status ?? ''}>
          <option value="">Tous</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ARTICLE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Tag
        <select name="tag" defaultValue={search.tag ?? ''}>
          <option value="">Tous</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
      </label>
    </FiltersForm>
  );
}
