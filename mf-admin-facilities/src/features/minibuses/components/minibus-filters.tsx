import { BooleanFilter, FiltersForm, SearchInput } from '../../../components/filters/filters-form';
import type { MinibusListSearch } from '../minibus-list-search';

export function MinibusFilters({ search }: { search: MinibusListSearch }) {
  return (
    <FiltersForm label="Rechercher un minibus">
      <SearchInput label="Recherche" value={search.search} placeholder="Nom, plaque…" />
      <BooleanFilter name="isAvailable" label="Disponible" value={search.isAvailable} />
    </FiltersForm>
  );
}
