import { BooleanFilter, FiltersForm, SearchInput } from '@club/ui-admin';
import type { MinibusListSearch } from '../minibus-list-search';

export function MinibusFilters({ search }: { search: MinibusListSearch }) {
  return (
    <FiltersForm label="Rechercher un minibus">
      <SearchInput label="Recherche" value={search.search} placeholder="Nom, plaque…" />
      <BooleanFilter name="isAvailable" label="Disponible" value={search.isAvailable} />
    </FiltersForm>
  );
}
