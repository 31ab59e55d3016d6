import { TextField, type TextFieldProps } from '@club/ui/forms';
import { useFormContext } from 'react-hook-form';

/**
 * A whole-number input whose form value is a number (NaN when empty), as the contracts expect:
 * registering the field with `valueAsNumber` first makes TextField's own registration keep it.
 */
export function NumberField({ min = 0, ...props }: Omit<TextFieldProps, 'type'>) {
  const { register } = useFormContext();
  register(props.name, { valueAsNumber: true });
  return <TextField type="number" inputMode="numeric" step={1} min={min} {...props} />;
}
