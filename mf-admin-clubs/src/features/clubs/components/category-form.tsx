import { useCreateClubCategory, useUpdateClubCategory } from '@club/api-client';
import { agesInOrder, CATEGORY_GENDER_LABELS, CATEGORY_GENDERS, ClubCategoryFieldsSchema, CLUB_CATEGORY_MESSAGES, type ClubCategory } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SelectField, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { z } from 'zod';
import { paths } from '../../../paths';
import { reportFailure } from './form-failure';

/** An optional whole number typed in a text box: empty means none. */
const optionalWhole = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, message)
    .transform((value) => (value === '' ? null : Number(value)));

const CategoryFormSchema = ClubCategoryFieldsSchema
  .omit({ minAge: true, maxAge: true, maxMembers: true })
  .extend({
    minAge: optionalWhole(CLUB_CATEGORY_MESSAGES.age),
    maxAge: optionalWhole(CLUB_CATEGORY_MESSAGES.age),
    maxMembers: optionalWhole(CLUB_CATEGORY_MESSAGES.maxMembers),
  })
  .superRefine((value, ctx) => {
    if (!agesInOrder(value.minAge, value.maxAge)) ctx.addIssue({ code: 'custom', message: CLUB_CATEGORY_MESSAGES.ageOrder, path: ['maxAge'] });
  });
type CategoryValues = z.input<typeof CategoryFormSchema>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const valuesOf = (category?: ClubCategory): CategoryValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  gender: category?.gender ?? 'mixed',
  minAge: text(category?.minAge),
  maxAge: text(category?.maxAge),
  maxMembers: text(category?.maxMembers),
});
const GENDER_OPTIONS = CATEGORY_GENDERS.map((value) => ({ value, label: CATEGORY_GENDER_LABELS[value] }));

/** Create a category of the section, or edit `category`; back to the section's categories once saved. */
export function CategoryForm({ clubId, sectionId, category }: { clubId: string; sectionId: string; category?: ClubCategory }) {
  const form = useZodForm(CategoryFormSchema, { defaultValues: valuesOf(category) });
  const createCategory = useCreateClubCategory();
  const updateCategory = useUpdateClubCategory();
  const navigate = useNavigate();

  const onSubmit = async (values: z.output<typeof CategoryFormSchema>) => {
    try {
      if (category) await updateCategory.mutateAsync({ clubId, categoryId: category.id, changes: values });
      else await createCategory.mutateAsync({ clubId, sectionId, input: values });
      toast.success(category ? CLUB_CATEGORY_MESSAGES.updated : CLUB_CATEGORY_MESSAGES.created);
      await navigate(paths.sectionCategories.href(clubId, sectionId));
    } catch (error) {
      reportFailure(error, form.setError, category ? CLUB_CATEGORY_MESSAGES.updateFailed : CLUB_CATEGORY_MESSAGES.createFailed);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={category ? 'Modifier la catégorie' : 'Nouvelle catégorie'}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <TextField name="name" label="Nom" required autoComplete="off" hint="Par exemple U13, Adultes, Loisirs" />
        <TextAreaField name="description" label="Description" rows={2} />
        <SelectField name="gender" label="Public" required options={GENDER_OPTIONS} />
        <TextField name="minAge" label="Âge minimum" inputMode="numeric" autoComplete="off" hint="Laisser vide : pas de minimum" />
        <TextField name="maxAge" label="Âge maximum" inputMode="numeric" autoComplete="off" hint="Laisser vide : pas de maximum" />
        <TextField name="maxMembers" label="Nombre maximum de membres" inputMode="numeric" autoComplete="off" hint="Laisser vide : sans limite" />
        <div>
          <SubmitButton pending={createCategory.isPending || updateCategory.isPending}>{category ? 'Enregistrer' : 'Créer la catégorie'}</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
