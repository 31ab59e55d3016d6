import { Alert } from '@club/ui';
import { useContext, type MouseEvent } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { FieldIdsContext } from './field-ids';

/** Forms from this many fields list their errors at the top too (FRENCH.md §5). */
export const LONG_FORM_FIELDS = 6;

interface FieldMessage {
  name: string;
  message: string;
}

/** Every field's message, nested fields included ('openingHours.monday.open'), in the schema's order. */
function fieldMessages(errors: FieldErrors, prefix = ''): FieldMessage[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || key === 'root' || key === 'ref') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof error.message === 'string' && error.message) return [{ name, message: error.message }];
    return typeof error === 'object' ? fieldMessages(error as FieldErrors, name) : [];
  });
}

/**
 * After a refused submit, the list of the form's errors, each a link to its field (which also shows it). Rendered
 * by FormError on long forms.
 */
export function FormErrorSummary() {
  const { control, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  const ids = useContext(FieldIdsContext);
  const messages = fieldMessages(errors);
  if (submitCount === 0 || messages.length === 0) return null;
  const focus = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = ids?.get(name);
    const element = target ? document.getElementById(target) : null;
    event.preventDefault();
    if (element) element.focus();
    else setFocus(name);
  };
  return (
    <Alert tone="error" title={messages.length === 1 ? 'Le formulaire contient 1 erreur' : `Le formulaire contient ${messages.length} erreurs`}>
      <ul>
        {messages.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${ids?.get(name) ?? ''}`} onClick={focus(name)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
