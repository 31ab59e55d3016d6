import { useId } from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { DayErrors, TimeLabel } from './opening-hours.styles';

/** The native time picker, as every form's (FRENCH.md §4): its value is 24-hour 'HH:MM', what the contract reads. */
const TIME_INPUT = { type: 'time', lang: 'fr-FR' } as const;

/** '' from an emptied time input means "no time" (null), as the contract wants for a closed day. */
const timeOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Opening and closing time of one day, with their messages (e.g. closing before opening). */
export function DayTimes({ path, disabled }: { path: string; disabled: boolean }) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name: path });
  const id = useId();
  const dayErrors = get(errors, path) as Record<'open' | 'close', FieldError | undefined> | undefined;
  const messages = (['open', 'close'] as const)
    .map((key) => ({ key, message: dayErrors?.[key]?.message }))
    .filter((item): item is { key: 'open' | 'close'; message: string } => Boolean(item.message));
  const errorId = (key: 'open' | 'close') => (dayErrors?.[key]?.message ? `${id}-${key}` : undefined);

  return (
    <>
      <TimeLabel>
        Ouverture
        <input
          {...TIME_INPUT}
          disabled={disabled}
          aria-invalid={Boolean(dayErrors?.open)}
          aria-describedby={errorId('open')}
          {...register(`${path}.open`, { setValueAs: timeOrNull })}
        />
      </TimeLabel>
      <TimeLabel>
        Fermeture
        <input
          {...TIME_INPUT}
          disabled={disabled}
          aria-invalid={Boolean(dayErrors?.close)}
          aria-describedby={errorId('close')}
          {...register(`${path}.close`, { setValueAs: timeOrNull })}
        />
      </TimeLabel>
      {messages.length > 0 ? (
        <DayErrors>
          {messages.map(({ key, message }) => (
            <li key={key} id={`${id}-${key}`}>
              {message}
            </li>
          ))}
        </DayErrors>
      ) : null}
    </>
  );
}
