import { styled } from '@club/stack';
import { TextField } from '@club/ui/forms';
import { DateTimeField } from '../../../components/fields/date-time-field';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;

/** Title, start and end of a reservation (rooms and minibuses alike). */
export function ReservationFields({ withDates = true }: { withDates?: boolean }) {
  return (
    <>
      <TextField name="title" label="Titre" required autoComplete="off" hint="Par exemple : Entraînement des poussins." />
      {withDates ? (
        <Row>
          <DateTimeField name="startAt" label="Début" required />
          <DateTimeField name="endAt" label="Fin" required />
        </Row>
      ) : null}
    </>
  );
}
