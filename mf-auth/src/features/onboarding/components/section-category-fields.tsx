import { membershipOptionsQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { SelectField } from '@club/ui/forms';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ApplicationFormInput } from '../application-schema';

/** Section, then one of its categories (the category list follows the chosen section). */
export function SectionCategoryFields() {
  const { sections } = useSuspenseQuery(membershipOptionsQueryOptions()).data;
  const { watch, setValue } = useFormContext<ApplicationFormInput>();
  const sectionId = watch('sectionId');
  const categories = sections.find((section) => section.id === sectionId)?.categories ?? [];

  useEffect(() => {
    // A category of the previously chosen section must not stay selected.
    const subscription = watch((_values, { name }) => {
      if (name === 'sectionId') setValue('categoryId', '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

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
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        disabled={!sectionId}
        hint={categories.find((category) => category.id === watch('categoryId'))?.description || undefined}
        required
      />
    </>
  );
}
