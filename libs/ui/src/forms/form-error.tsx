import { Alert } from '@club/ui';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Form-level failure (e.g. the API refused the request). Shows `message`, or else the form's root
 * error: `form.setError('root', { message })`. Renders nothing without one.
 */
export function FormError({ message, title }: { message?: string | null; title?: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'root' });
  const text = message ?? errors.root?.message;
  if (!text) return null;
  return (
    <Alert tone="error" title={title}>
      {text}
    </Alert>
  );
}
