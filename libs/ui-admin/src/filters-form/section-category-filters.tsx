import { useState } from 'react';

interface FilterSection {
  id: string;
  name: string;
  categories: readonly { id: string; name: string }[];
}

/**
 * A section filter then a category filter (`sectionId`, `categoryId` of a GET filters form): once a section
 * is chosen, the categories are that section's only; without one, each category is named with its section
 * (« Football · U13 »), as three sections may each have a « U13 ».
 */
export function SectionCategoryFilters({
  sections,
  sectionId,
  categoryId,
  allSections = 'Toutes les sections',
  allCategories = 'Toutes les catégories',
}: {
  sections: readonly FilterSection[];
  sectionId: string | undefined;
  categoryId: string | undefined;
  allSections?: string;
  allCategories?: string;
}) {
  const [section, setSection] = useState(sectionId ?? '');
  const [category, setCategory] = useState(categoryId ?? '');
  const chosen = sections.find((candidate) => candidate.id === section);
  const options = (chosen ? [chosen] : sections).flatMap((owner) =>
    owner.categories.map((entry) => ({ value: entry.id, label: chosen ? entry.name : `${owner.name} · ${entry.name}` })),
  );
  const changeSection = (next: string) => {
    setSection(next);
    // A category of another section would find nothing: the choice starts again.
    const nextSection = sections.find((candidate) => candidate.id === next);
    if (nextSection && !nextSection.categories.some((entry) => entry.id === category)) setCategory('');
  };
  return (
    <>
      <label>
        Section
        <select name="sectionId" value={section} onChange={(event) => changeSection(event.target.value)}>
          <option value="">{allSections}</option>
          {sections.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Catégorie
        <select name="categoryId" value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{allCategories}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
