import { FiltersForm, SearchInput } from '@club/ui-admin';
import type { MessageListSearch } from '../message-list-search';

/** Which messages (unread by default) and a search: a GET form, so they live in the URL. */
export function MessageFilters({ search }: { search: MessageListSearch }) {
  return (
    <FiltersForm label="Filtrer les messages">
      <label>
        État
        <select name="state" defaultValue={search.state}>
          <option value="unread">Non lus</option>
          <option value="read">Lus</option>
          <option value="archived">Archivés</option>
          <option value="all">Tous</option>
        </select>
      </label>
      <SearchInput label="Nom, adresse, objet ou message" value={search.search} placeholder="Rechercher un message" />
    </FiltersForm>
  );
}
