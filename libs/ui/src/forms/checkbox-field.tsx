import type { InputHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, type FieldLabelProps } from './field-frame';
import { CheckboxRow, FieldWrapper } from './field.styles';
import { useField } from './use-field';

export interface CheckboxFieldProps extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'type'> {
  name: string;
}

/** A boolean field (e.g. consent), its label beside the box. */
export function CheckboxField({ name, label, required, hint, ...rest }: CheckboxFieldProps) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldWrapper>
      <CheckboxRow>
        <input type="checkbox" {...rest} {...registration} {...a11y} />
        <FieldLabel htmlFor={a11y.id} label={label} required={required} />
      </CheckboxRow>
      <FieldMessages hint={hint} {...messages} />
    </FieldWrapper>
  );
}
