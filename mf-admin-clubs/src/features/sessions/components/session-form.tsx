import type { PersonRef, Room } from '@club/contracts';
import { Cluster, Stack } from '@club/ui';
import type { useZodForm } from '@club/ui/forms';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton } from '@club/ui/forms';
import type { ReactNode } from 'react';
import type { createSessionFormSchema } from '../session-form-values';
import { type SessionFormValues } from '../session-form-values';
import { PlanConflicts } from './plan-conflicts';
import { SessionFields } from './session-fields';

type SessionForm = ReturnType<typeof useZodForm<ReturnType<typeof createSessionFormSchema>>>;

export interface SessionFormProps {
  form: SessionForm;
  label: string;
  submitLabel: string;
  pending: boolean;
  rooms: Room[];
  coachOptions: PersonRef[];
  withRecurrence: boolean;
  /** The last refusal, listed date by date when it is a plan's conflicts. */
  refusal: unknown;
  onSubmit: (values: SessionFormValues) => Promise<void>;
  extraActions?: ReactNode;
}

/** The plan and edit form of a session: the fields, the refusal's conflicts, the submit button. */
export function SessionForm({ form, label, submitLabel, pending, rooms, coachOptions, withRecurrence, refusal, onSubmit, extraActions }: SessionFormProps) {
  const repeat = form.watch('repeat');
  const coachError = form.formState.errors.coachIds?.message;
  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={label}>
      <Stack>
        <RequiredFieldsNote />
        <PlanConflicts error={refusal} />
        <FormError />
        <SessionFields
          rooms={rooms}
          coachOptions={coachOptions}
          withRecurrence={withRecurrence}
          repeat={repeat}
          coachError={typeof coachError === 'string' ? coachError : undefined}
          coachCheckbox={(coach) => (
            <label key={coach.id}>
              <input type="checkbox" value={coach.id} {...form.register('coachIds')} />
              {coach.name}
            </label>
          )}
        />
        <Cluster>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
          {extraActions}
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
