import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldLabelProps } from './field-frame';
import { Input } from './field.styles';
import { useField } from './use-field';

export interface DateTimeFieldProps extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'type' | 'placeholder'> {
  name: string;
}

type NativeKind = 'date' | 'time' | 'datetime-local';

/**
 * The browser's own picker, the same on every form (FRENCH.md §4). Its value is the wall-clock text the
 * contracts read as Paris time ('2026-12-01', '20:30', '2026-12-01T20:30'), whatever the device's zone.
 */
function NativeDateTimeField({ kind, name, label, required, hint, ...rest }: DateTimeFieldProps & { kind: NativeKind }) {
  const { registration, a11y, ...messages } = useField(name, { required, hint: Boolean(hint) });
  return (
    <FieldFrame controlId={a11y.id} label={label} required={required} hint={hint} {...messages}>
      <Input type={kind} lang="fr-FR" {...rest} {...registration} {...a11y} />
    </FieldFrame>
  );
}

/** A day: 'YYYY-MM-DD'. */
export const DateField = (props: DateTimeFieldProps) => <NativeDateTimeField kind="date" {...props} />;

/** A time of day on Paris clocks: 'HH:MM'. */
export const TimeField = (props: DateTimeFieldProps) => <NativeDateTimeField kind="time" hint="Heure de Paris." {...props} />;

/** A day and a time on Paris clocks: 'YYYY-MM-DDTHH:MM'. */
export const DateTimeField = (props: DateTimeFieldProps) => <NativeDateTimeField kind="datetime-local" hint="Heure de Paris." {...props} />;
