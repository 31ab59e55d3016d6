import { apiErrorMessage, useMarkAttendance } from '@club/api-client';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES, type AttendanceSheet, type AttendanceStatus } from '@club/contracts';
import { toast } from '@club/stack';
import { Alert, Button, Cluster, Stack, Text } from '@club/ui';
import { ResponsibleAdults } from '@club/ui-admin';
import { useState, type FormEvent } from 'react';
import { Choices, Participant, Participants } from './attendance-sheet.styles';

type Marks = Record<string, AttendanceStatus | undefined>;

const marksOf = (sheet: AttendanceSheet): Marks => Object.fromEntries(sheet.data.map((entry) => [entry.userId, entry.status ?? undefined]));

/** The roll call of an occurrence: present, absent or excused for each member of the category, saved together. */
export function AttendanceSheetForm({ sheet }: { sheet: AttendanceSheet }) {
  const [marks, setMarks] = useState<Marks>(() => marksOf(sheet));
  const [failure, setFailure] = useState<string | null>(null);
  const mark = useMarkAttendance();
  const changed = sheet.data.filter((entry) => marks[entry.userId] && marks[entry.userId] !== entry.status);

  const everyone = (status: AttendanceStatus) => setMarks(Object.fromEntries(sheet.data.map((entry) => [entry.userId, status])));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (changed.length === 0) {
      toast.info('Aucune présence à enregistrer');
      return;
    }
    try {
      const saved = await mark.mutateAsync({
        sessionId: sheet.sessionId,
        marks: { entries: changed.map((entry) => ({ userId: entry.userId, status: marks[entry.userId]! })) },
      });
      setMarks(marksOf(saved));
      toast.success('Présences enregistrées avec succès');
    } catch (error) {
      const message = apiErrorMessage(error, "Erreur lors de l'enregistrement des présences");
      setFailure(message);
      toast.error(message);
    }
  };

  if (sheet.data.length === 0) {
    return <Text muted>Aucun membre dans cette catégorie pour l'instant : les membres apparaissent ici dès que leur adhésion est acceptée.</Text>;
  }
  const counts = ATTENDANCE_STATUSES.map(
    (status) =>
      `${sheet.data.filter((entry) => marks[entry.userId] === status).length} ${ATTENDANCE_STATUS_LABELS[status].toLowerCase()}${sheet.data.filter((entry) => marks[entry.userId] === status).length > 1 ? 's' : ''}`,
  );
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Feuille de présence">
      <Stack>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Cluster justify="space-between">
          <Text size="sm" muted aria-live="polite">
            {sheet.data.length} participant{sheet.data.length > 1 ? 's' : ''} : {counts.join(', ')}.
          </Text>
          <Button type="button" variant="secondary" size="sm" onClick={() => everyone('present')}>
            Tous présents
          </Button>
        </Cluster>
        <Participants>
          {sheet.data.map((entry) => (
            <Participant key={entry.userId}>
              <fieldset>
                <legend>
                  {entry.name}
                  {entry.registered ? (
                    <Text as="span" size="sm" muted>
                      {' '}
                      (a réservé sa place)
                    </Text>
                  ) : null}
                </legend>
                {entry.responsibleAdults.length > 0 ? (
                  <Text as="span" size="sm">
                    <ResponsibleAdults adults={entry.responsibleAdults} />
                  </Text>
                ) : null}
                <Choices>
                  {ATTENDANCE_STATUSES.map((status) => (
                    <label key={status}>
                      <input
                        type="radio"
                        name={`attendance-${entry.userId}`}
                        value={status}
                        checked={marks[entry.userId] === status}
                        onChange={() => setMarks((current) => ({ ...current, [entry.userId]: status }))}
                      />
                      {ATTENDANCE_STATUS_LABELS[status]}
                    </label>
                  ))}
                </Choices>
                {entry.markedByName ? (
                  <Text as="span" size="sm" muted>
                    Noté par {entry.markedByName}
                  </Text>
                ) : null}
              </fieldset>
            </Participant>
          ))}
        </Participants>
        <div>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Enregistrement…' : 'Enregistrer les présences'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
