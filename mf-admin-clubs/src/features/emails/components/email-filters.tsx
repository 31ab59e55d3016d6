import { FiltersForm, SearchInput } from '@club/ui-admin';
import type { EmailListSearch } from '../email-list-search';

/** Which e-mails (not delivered by default) and a search: a GET form, so they live in the URL. */
export function EmailFilters({ search }: { search: EmailListSearch }) {
  return (
    <FiltersForm label="Filtrer les e-mails">
      <label>
        État
        <select name="status" defaultValue={search.status}>
          <option value="undelivered">Non remis</option>
          <option value="failed">Échecs</option>
          <option value="sent">Remis</option>
        </select>
      </label>
      <SearchInput label="Destinataire ou objet" value={search.search} placeholder="Adresse ou objet" />
    </FiltersForm>
  );
}
