import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldLabelProps } from './field-frame';
import { TextArea } from './field.styles';
import { useField } from './use-field';

export interface TextAreaFieldProps extends FieldLabelProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required'> {
  name: string;
}

export function TextAreaField({ name, label, required, hint, rows = 5, ...rest }: TextAreaFieldProps) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldFrame controlId={a11y.id} label={label} required={required} hint={hint} {...messages}>
      <TextArea rows={rows} {...rest} {...registration} {...a11y} />
    </FieldFrame>
  );
}
