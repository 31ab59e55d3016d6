import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldLabelProps } from './field-frame';
import { Input } from './field.styles';
import { useField } from './use-field';

export interface TextFieldProps extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'type'> {
  name: string;
  /** Dates and times take DateField, TimeField or DateTimeField (native pickers). */
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'url' | 'search';
}

/** Text-like input (text, email, tel, password, number…) bound to the surrounding FormRoot. */
export function TextField({ name, label, required, hint, type = 'text', ...rest }: TextFieldProps) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldFrame controlId={a11y.id} label={label} required={required} hint={hint} {...messages}>
      <Input type={type} {...rest} {...registration} {...a11y} />
    </FieldFrame>
  );
}
