import { Cluster, Stack, type ButtonVariant } from '@club/ui';
import { applyServerError, FormError, FormRoot, SubmitButton, useZodForm } from '@club/ui/forms';
import { z } from 'zod';

const NoFields = z.object({});

interface LinkActionFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  variant?: ButtonVariant;
  onSubmit: () => Promise<unknown>;
  fallback: string;
}

/** One button that uses an e-mailed link; a refusal (used, expired link) shows the API's French message above it. */
export function LinkActionForm({ label, submitLabel, pendingLabel, pending, variant, onSubmit, fallback }: LinkActionFormProps) {
  const form = useZodForm(NoFields, { defaultValues: {} });
  const submit = async () => {
    try {
      await onSubmit();
    } catch (error) {
      applyServerError(error, form.setError, [], fallback);
    }
  };
  return (
    <FormRoot form={form} onSubmit={submit} aria-label={label}>
      <Stack>
        <FormError />
        <Cluster>
          <SubmitButton pending={pending} pendingLabel={pendingLabel} {...(variant ? { variant } : {})}>
            {submitLabel}
          </SubmitButton>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
