import { useId } from 'react';
import { useRegisterFieldId } from './field-ids';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';

export interface FieldA11yProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Registration, error and the ids linking a control to its hint and its error message. */
export function useField(name: string, { required, hint }: { required?: boolean; hint?: boolean }) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  const id = useId();
  useRegisterFieldId(name, id);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const a11y: FieldA11yProps = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return { registration: register(name), a11y, hintId, errorId, errorMessage: error?.message };
}
