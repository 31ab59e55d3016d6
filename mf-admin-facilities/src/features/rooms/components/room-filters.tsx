import { complexesQueryOptions } from '@club/api-client';
import { MAX_PAGE_SIZE } from '@club/contracts';
import { useQuery } from '@club/stack';
import { BooleanFilter, FiltersForm, SearchInput } from '@club/ui-admin';
import type { RoomListSearch } from '../room-list-search';

/**
 * The complex filter lists the complexes as they arrive, without holding the page back: the page's
 * own data is the rooms (spec §2).
 */
export function RoomFilters({ search }: { search: RoomListSearch }) {
  const complexes = useQuery(complexesQueryOptions({ page: 1, limit: MAX_PAGE_SIZE }));
  return (
    <FiltersForm label="Rechercher une salle">
      <SearchInput label="Recherche" value={search.search} placeholder="Nom, sport…" />
      <label>
        Complexe
        <select key={complexes.data ? 'chargé' : 'en-cours'} name="complexId" defaultValue={search.complexId ?? ''} aria-busy={complexes.isPending}>
          <option value="">Tous</option>
          {complexes.data?.data.map((complex) => (
            <option key={complex.id} value={complex.id}>
              {complex.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sport
        <input type="text" name="sportType" defaultValue={search.sportType ?? ''} />
      </label>
      <BooleanFilter name="isIndoor" label="Type" value={search.isIndoor} yes="Intérieur" no="Extérieur" />
    </FiltersForm>
  );
}
