import { ageForSeason, categoryFitsAge, categoryWithAges, seasonFirstYear, withDe, yearsOld, type MembershipOptions } from '@club/contracts';
import { SelectField } from '@club/ui/forms';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';

type SectionChoice = { sectionId: string; categoryId: string };

const NONE: readonly string[] = [];

export interface SectionCategoryFieldsProps {
  /** Every section with its categories (the API's membership options). */
  sections: MembershipOptions['sections'];
  /** The applicant's birth date: only the categories of their age are offered. */
  dateOfBirth?: string | null;
  /** Sections not offered: those the applicant already belongs to or waits an answer from (ADR 206). */
  excludedSectionIds?: readonly string[];
  /** The applicant's first name when an adult applies for a family member (ADR 208): the hint speaks of their age. */
  applicantFirstName?: string;
}

/** The sections and categories open to a person of that birth date this season (ADR 179); all of them without one. */
function useOpenSections(sections: MembershipOptions['sections'], dateOfBirth: string | null, excludedSectionIds: readonly string[]) {
  return useMemo(() => {
    const now = new Date();
    const age = dateOfBirth ? ageForSeason(dateOfBirth, now) : null;
    const open = sections
      .filter((section) => !excludedSectionIds.includes(section.id))
      .map((section) => ({ ...section, categories: section.categories.filter((category) => age === null || categoryFitsAge(category, age)) }))
      .filter((section) => section.categories.length > 0);
    return { sections: open, age, referenceYear: seasonFirstYear(now) };
  }, [sections, dateOfBirth, excludedSectionIds]);
}

/**
 * Section, then one of its categories (the category list follows the chosen section), each named with its ages;
 * only the categories of the person's age on 31 December of the season are offered (the server refuses the others).
 */
export function SectionCategoryFields({ sections: all, dateOfBirth = null, excludedSectionIds = NONE, applicantFirstName }: SectionCategoryFieldsProps) {
  const { sections, age, referenceYear } = useOpenSections(all, dateOfBirth, excludedSectionIds);
  const { watch, setValue } = useFormContext<SectionChoice>();
  const sectionId = watch('sectionId');
  const categories = sections.find((section) => section.id === sectionId)?.categories ?? [];

  useEffect(() => {
    // A category of the previously chosen section must not stay selected.
    const subscription = watch((_values, { name }) => {
      if (name === 'sectionId') setValue('categoryId', '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const whose = applicantFirstName ? `de l'âge ${withDe(applicantFirstName)}` : 'de votre âge';
  const agesHint = age === null ? undefined : `Les catégories proposées sont celles ${whose} au 31 décembre ${referenceYear} : ${yearsOld(age)}.`;
  const description = categories.find((category) => category.id === watch('categoryId'))?.description || undefined;
  return (
    <>
      <SelectField
        name="sectionId"
        label="Section"
        placeholder="Choisir une section"
        options={sections.map((section) => ({ value: section.id, label: section.name }))}
        required
      />
      <SelectField
        name="categoryId"
        label="Catégorie"
        placeholder={sectionId ? 'Choisir une catégorie' : "Choisissez d'abord une section"}
        options={categories.map((category) => ({ value: category.id, label: categoryWithAges(category) }))}
        disabled={!sectionId}
        hint={[description, agesHint].filter(Boolean).join(' ') || undefined}
        required
      />
    </>
  );
}
