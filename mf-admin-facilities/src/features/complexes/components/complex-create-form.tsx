import { useCreateComplex } from '@club/api-client';
import { CreateComplexInputSchema, DEFAULT_OPENING_HOURS, type CreateComplexInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { Stack } from '@club/ui';
import { paths } from '../../../paths';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { COMPLEX_TOASTS } from '../../../shared/messages';
import { ComplexFields } from './complex-fields';

const EMPTY_COMPLEX = {
  name: '',
  description: '',
  street: '',
  city: '',
  postalCode: '',
  numberOfElevators: 0,
  parkingCapacity: 0,
  accessibleForReducedMobility: true,
  openingHours: DEFAULT_OPENING_HOURS,
};

/** New complex, prefilled with the default opening hours (spec §9); opens it once created. */
export function ComplexCreateForm() {
  const form = useZodForm(CreateComplexInputSchema, { defaultValues: EMPTY_COMPLEX });
  const createComplex = useCreateComplex();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateComplexInput) => {
    try {
      const complex = await createComplex.mutateAsync(values);
      toast.success(COMPLEX_TOASTS.created);
      await navigate(paths.complex.href(complex.id));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: COMPLEX_TOASTS.createFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Nouveau complexe">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <ComplexFields />
        <div>
          <SubmitButton pending={createComplex.isPending}>Créer le complexe</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
