import { TRAINING_SESSION_TYPE_LABELS, TRAINING_SESSION_TYPES, type PersonRef, type Room } from '@club/contracts';
import { Stack, Text } from '@club/ui';
import { CheckboxField, DateField, SelectField, TextAreaField, TextField, TimeField } from '@club/ui/forms';
import type { ReactNode } from 'react';
import { CoachChoices, Row } from './session-fields.styles';

const TYPE_OPTIONS = TRAINING_SESSION_TYPES.map((type) => ({ value: type, label: TRAINING_SESSION_TYPE_LABELS[type] }));

export interface SessionFieldsProps {
  rooms: Room[];
  coachOptions: PersonRef[];
  /** The coach checkboxes, bound by the form (react-hook-form's `register('coachIds')`). */
  coachCheckbox: (coach: PersonRef) => ReactNode;
  coachError?: string | undefined;
  /** Plans offer a weekly repeat; an occurrence is edited alone. */
  withRecurrence: boolean;
  repeat: boolean;
}

/** Type, title, Paris day and hours, weekly repeat, room or place, coaches, places and notes of a session. */
export function SessionFields({ rooms, coachOptions, coachCheckbox, coachError, withRecurrence, repeat }: SessionFieldsProps) {
  const roomOptions = rooms.map((room) => ({ value: room.id, label: `${room.name} — ${room.complexName}` }));
  return (
    <Stack>
      <Row>
        <SelectField name="type" label="Type" required options={TYPE_OPTIONS} />
        <TextField name="title" label="Titre" required autoComplete="off" hint="Par exemple : Entraînement technique." />
      </Row>
      <Row>
        <DateField name="day" label="Date" required />
        <TimeField name="startTime" label="Début" required />
        <TimeField name="endTime" label="Fin" required />
      </Row>
      {withRecurrence ? (
        <Row>
          <CheckboxField name="repeat" label="Répéter chaque semaine" />
          {repeat ? <DateField name="until" label="Jusqu'au" required hint="Date de la dernière séance, incluse." /> : null}
        </Row>
      ) : null}
      <Row>
        <SelectField
          name="roomId"
          label="Salle"
          options={roomOptions}
          placeholder="Aucune salle (lieu libre)"
          hint="Une salle choisie est réservée pour la séance."
        />
        <TextField name="place" label="Lieu" autoComplete="off" hint="Sans salle : par exemple Stade des Bruyères." />
      </Row>
      <fieldset>
        <legend>Encadrement</legend>
        {coachOptions.length > 0 ? (
          <CoachChoices>{coachOptions.map((coach) => coachCheckbox(coach))}</CoachChoices>
        ) : (
          <Text size="sm" muted>
            Aucun entraîneur ni responsable de section pour cette catégorie.
          </Text>
        )}
        {coachError ? (
          <Text size="sm" role="alert">
            {coachError}
          </Text>
        ) : null}
      </fieldset>
      <Row>
        <TextField name="maxParticipants" label="Participants au maximum" inputMode="numeric" autoComplete="off" hint="Vide : sans limite." />
      </Row>
      <TextAreaField name="notes" label="Notes" rows={3} />
    </Stack>
  );
}
