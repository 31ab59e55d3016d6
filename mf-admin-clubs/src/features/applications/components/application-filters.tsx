import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type SectionWithCategories } from '@club/contracts';
import { FiltersForm, SearchInput } from '@club/ui-admin';
import type { ApplicationListSearch } from '../application-list-search';

const DATE_RANGE_LABELS = { all: 'Toutes les dates', today: "Aujourd'hui", week: 'Cette semaine', month: 'Ce mois-ci' } as const;

/**
 * The list's filters as a GET form: every choice lands in the URL (spec §2). Categories are grouped
 * by section so the form needs no script to follow the chosen section.
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
      <label>
        Section
        <select name="sectionId" defaultValue={search.sectionId ?? ''}>
          <option value="">Toutes les sections</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Catégorie
        <select name="categoryId" defaultValue={search.categoryId ?? ''}>
          <option value="">Toutes les catégories</option>
          {sections.map((section) => (
            <optgroup key={section.id} label={section.name}>
              {section.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
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
