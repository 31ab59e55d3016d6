import { BooleanFilter, FiltersForm, SearchInput } from '@club/ui-admin';
import type { ComplexListSearch } from '../complex-list-search';

export function ComplexFilters({ search }: { search: ComplexListSearch }) {
  return (
    <FiltersForm label="Rechercher un complexe">
      <SearchInput label="Recherche" value={search.search} placeholder="Nom, ville, rue…" />
      <BooleanFilter name="accessibleForReducedMobility" label="Accessible PMR" value={search.accessibleForReducedMobility} />
    </FiltersForm>
  );
}
