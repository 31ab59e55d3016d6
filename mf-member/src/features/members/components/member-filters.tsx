import { Button } from '@club/ui';
import { Search } from 'lucide-react';
import { FilterBar } from '../../../shared/filter-bar';

/** Search by name and section filter, sent as the address's search parameters (a GET form). */
export function MemberFilters({ sections, search, sectionId }: { sections: { id: string; name: string }[]; search: string; sectionId: string }) {
  return (
    <FilterBar method="get" role="search" aria-label="Rechercher des membres">
      <label>
        Nom
        <input type="search" name="search" defaultValue={search} maxLength={255} />
      </label>
      <label>
        Section
        <select name="sectionId" defaultValue={sectionId}>
          <option value="">Toutes mes sections</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary">
        <Search size={16} aria-hidden="true" focusable="false" />
        Rechercher
      </Button>
    </FilterBar>
  );
}
