import { Alert } from '@club/ui';
import { useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FieldIdsContext } from './field-ids';
import { FormErrorSummary, LONG_FORM_FIELDS } from './form-error-summary';

/**
 * Form-level failure (e.g. the API refused the request). Shows `message`, or else the form's root
 * error: `form.setError('root', { message })`. On a long form (or with `summary`), also the list of the
 * fields' errors after a refused submit, each linking to its field.
 */
export function FormError({ message, title, summary }: { message?: string | null; title?: string; summary?: boolean }) {
  const { control } = useFormContext();
  // submitCount: read after a submit, when every field has registered its id.
  const { errors, submitCount } = useFormState({ control });
  const ids = useContext(FieldIdsContext);
  const text = message ?? errors.root?.message;
  const withSummary = submitCount > 0 && (summary ?? (ids?.size ?? 0) >= LONG_FORM_FIELDS);
  return (
    <>
      {text ? (
        <Alert tone="error" title={title}>
          {text}
        </Alert>
      ) : null}
      {withSummary ? <FormErrorSummary /> : null}
    </>
  );
}
