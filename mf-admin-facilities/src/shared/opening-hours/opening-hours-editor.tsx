import { WEEKDAY_LABELS, WEEKDAYS } from '@club/contracts';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { Fieldset } from '../fields/fieldset.styles';
import { DayRow, ToggleLabel } from './opening-hours.styles';
import { DayTimes } from './day-times';

export interface OpeningHoursEditorProps {
  /** Form field holding the week: `openingHours` (rooms, complexes) or `disponibility` (minibuses). */
  name: 'openingHours' | 'disponibility';
  legend: string;
  /** How a day is switched off: 'closed' ('Fermé') or, for minibuses, 'available' ('Disponible'). */
  flag: 'closed' | 'available';
}

const FLAG_LABELS = { closed: 'Fermé', available: 'Disponible' } as const;

/**
 * One row per day, Monday first (Lundi … Dimanche): opening and closing times and the closed /
 * available switch; the contract's messages show under the day they concern.
 */
export function OpeningHoursEditor({ name, legend, flag }: OpeningHoursEditorProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const week = useWatch({ control, name }) as Record<string, Record<string, unknown> | undefined> | undefined;
  const weekError = get(errors, name) as FieldError | undefined;

  return (
    <Fieldset>
      <legend>{legend}</legend>
      {weekError?.message ? <p role="alert">{weekError.message}</p> : null}
      {WEEKDAYS.map((weekday) => {
        const path = `${name}.${weekday}`;
        const flagValue = week?.[weekday]?.[flag] === true;
        const off = flag === 'closed' ? flagValue : !flagValue;
        return (
          <DayRow key={weekday}>
            <legend>{WEEKDAY_LABELS[weekday]}</legend>
            <DayTimes path={path} disabled={off} />
            <ToggleLabel>
              <input type="checkbox" {...register(`${path}.${flag}`)} />
              {FLAG_LABELS[flag]}
            </ToggleLabel>
          </DayRow>
        );
      })}
    </Fieldset>
  );
}
