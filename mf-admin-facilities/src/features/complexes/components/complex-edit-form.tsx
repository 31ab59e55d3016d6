import { useUpdateComplex } from '@club/api-client';
import { UpdateComplexInputSchema, type Complex, type UpdateComplexInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { paths } from '../../../paths';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { COMPLEX_TOASTS } from '../../../shared/messages';
import { ComplexFields } from './complex-fields';

/** Edits a complex; every field is sent, each validated by the contract as at creation. */
export function ComplexEditForm({ complex }: { complex: Complex }) {
  const { name, description, street, city, postalCode, numberOfElevators, parkingCapacity, accessibleForReducedMobility, openingHours } = complex;
  const form = useZodForm(UpdateComplexInputSchema, {
    defaultValues: { name, description, street, city, postalCode, numberOfElevators, parkingCapacity, accessibleForReducedMobility, openingHours },
  });
  const updateComplex = useUpdateComplex();
  const navigate = useNavigate();

  const onSubmit = async (changes: UpdateComplexInput) => {
    try {
      await updateComplex.mutateAsync({ id: complex.id, changes });
      toast.success(COMPLEX_TOASTS.updated);
      await navigate(paths.complex.href(complex.id));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: COMPLEX_TOASTS.updateFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier ${complex.name}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <ComplexFields />
        <div>
          <SubmitButton pending={updateComplex.isPending}>Enregistrer les modifications</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
