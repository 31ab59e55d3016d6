import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type SectionWithCategories } from '@club/contracts';
import { FiltersForm, SearchInput, SectionCategoryFilters } from '@club/ui-admin';
import type { ApplicationListSearch } from '../application-list-search';

const DATE_RANGE_LABELS = { all: 'Toutes les dates', today: "Aujourd'hui", week: 'Cette semaine', month: 'Ce mois-ci' } as const;

/**
 * The list's filters as a GET form: every choice lands in the URL (spec §2). The category list follows the
 * chosen section; without one, each category is named with its section.
 */
export function ApplicationFilters({ search, sections }: { search: ApplicationListSearch; sections: SectionWithCategories[] }) {
  return (
    <FiltersForm label="Rechercher une candidature">
      <SearchInput label="Recherche" value={search.search} placeholder="Nom, prénom ou e-mail" />
      <label>
        Statut
        <select name="status" defaultValue={search.status ?? ''}>
          <option value="">{APPLICATION_STATUS_LABELS.all}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <SectionCategoryFilters sections={sections} sectionId={search.sectionId} categoryId={search.categoryId} />
      <label>
        Période de dépôt
        <select name="dateRange" defaultValue={search.dateRange}>
          {Object.entries(DATE_RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </FiltersForm>
  );
}
