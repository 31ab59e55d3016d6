import { TextField, type TextFieldProps } from '@club/ui/forms';

/**
 * Date and time typed in French, jj/mm/aaaa hh:mm, Paris time. The form's schema is wrapped with
 * `withFrenchDateTimes` so the contract receives the Paris wall-clock value it reads.
 */
export function DateTimeField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="jj/mm/aaaa hh:mm"
      hint="Heure de Paris, au format jj/mm/aaaa hh:mm (par exemple 24/11/2026 18:00)."
      {...props}
    />
  );
}
