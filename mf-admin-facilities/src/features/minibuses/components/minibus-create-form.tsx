import { useCreateMinibus } from '@club/api-client';
import { CreateMinibusInputSchema, DEFAULT_DISPONIBILITY, type CreateMinibusInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { paths } from '../../../paths';
import { MINIBUS_TOASTS } from '../../../shared/messages';
import { reportMinibusSubmitFailure } from '../minibus-failure';
import { MinibusFields } from './minibus-fields';

const EMPTY_MINIBUS = {
  name: '',
  description: '',
  licensePlate: '',
  capacity: 9,
  disabledPersonCapacity: 0,
  isAvailable: true,
  disponibility: DEFAULT_DISPONIBILITY,
};

/** New minibus, its disponibility prefilled with the default template (spec §9); opens it once created. */
export function MinibusCreateForm() {
  const form = useZodForm(CreateMinibusInputSchema, { defaultValues: EMPTY_MINIBUS });
  const createMinibus = useCreateMinibus();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateMinibusInput) => {
    try {
      const minibus = await createMinibus.mutateAsync(values);
      toast.success(MINIBUS_TOASTS.created);
      await navigate(paths.minibus.href(minibus.id));
    } catch (error) {
      reportMinibusSubmitFailure('create', error, form.setError);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Nouveau minibus">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <MinibusFields />
        <div>
          <SubmitButton pending={createMinibus.isPending}>Créer le minibus</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
