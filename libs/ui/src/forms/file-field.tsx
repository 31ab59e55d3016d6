import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldLabelProps } from './field-frame';
import { Input } from './field.styles';
import { useField } from './use-field';

export interface FileFieldProps extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'type' | 'value'> {
  name: string;
  /** The types offered by the picker (a phone offers its camera for images); the server checks the content. */
  accept: string;
}

/** A file picker bound to the surrounding FormRoot: its value is the input's FileList. */
export function FileField({ name, label, required, hint, ...rest }: FileFieldProps) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldFrame controlId={a11y.id} label={label} required={required} hint={hint} {...messages}>
      <Input type="file" {...rest} {...registration} {...a11y} />
    </FieldFrame>
  );
}
