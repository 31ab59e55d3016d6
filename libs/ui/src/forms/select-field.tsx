import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldLabelProps } from './field-frame';
import { Select } from './field.styles';
import { useField } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldLabelProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required'> {
  name: string;
  options: readonly SelectOption[];
  /** First, empty option (value ''), e.g. 'Choisir une salle'. */
  placeholder?: string;
}

export function SelectField({ name, label, required, hint, options, placeholder, ...rest }: SelectFieldProps) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldFrame controlId={a11y.id} label={label} required={required} hint={hint} {...messages}>
      <Select {...rest} {...registration} {...a11y}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
