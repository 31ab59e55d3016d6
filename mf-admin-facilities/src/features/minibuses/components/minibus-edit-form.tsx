import { useUpdateMinibus } from '@club/api-client';
import { UpdateMinibusInputSchema, type Minibus, type UpdateMinibusInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { paths } from '../../../paths';
import { MINIBUS_TOASTS } from '../../../shared/messages';
import { reportMinibusSubmitFailure } from '../minibus-failure';
import { MinibusFields } from './minibus-fields';

export function MinibusEditForm({ minibus }: { minibus: Minibus }) {
  const { name, description, licensePlate, capacity, disabledPersonCapacity, isAvailable, disponibility } = minibus;
  const form = useZodForm(UpdateMinibusInputSchema, {
    defaultValues: { name, description, licensePlate, capacity, disabledPersonCapacity, isAvailable, disponibility },
  });
  const updateMinibus = useUpdateMinibus();
  const navigate = useNavigate();

  const onSubmit = async (changes: UpdateMinibusInput) => {
    try {
      await updateMinibus.mutateAsync({ id: minibus.id, changes });
      toast.success(MINIBUS_TOASTS.updated);
      await navigate(paths.minibus.href(minibus.id));
    } catch (error) {
      reportMinibusSubmitFailure('update', error, form.setError);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier ${minibus.name}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <MinibusFields />
        <div>
          <SubmitButton pending={updateMinibus.isPending}>Enregistrer les modifications</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
