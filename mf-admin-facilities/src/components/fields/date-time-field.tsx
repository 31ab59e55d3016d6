import { TextField, type TextFieldProps } from '@club/ui/forms';

/**
 * Date and time, typed in Paris time (the browser shows jj/mm/aaaa hh:mm on a French system); the
 * contracts read the value as Europe/Paris wall-clock time and send the API an ISO instant.
 */
export function DateTimeField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="datetime-local" lang="fr-FR" step={60} hint="Heure de Paris, au format jj/mm/aaaa hh:mm." {...props} />;
}
