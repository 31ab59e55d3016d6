import type { Minibus, Room } from '@club/contracts';
import { Link } from '@club/stack';
import { Text } from '@club/ui';
import { Section } from '@club/ui-admin';
import { paths } from '../../../paths';

/** The rooms and the available minibuses a booker may book, each leading to its planning and booking form. */
export function BookableResources({ rooms, minibuses }: { rooms: readonly Room[]; minibuses: readonly Minibus[] }) {
  return (
    <Section aria-labelledby="book-title">
      <h2 id="book-title">Réserver</h2>
      <Text muted>Ouvrez le planning d'une salle ou d'un minibus pour voir les créneaux déjà pris, puis réservez un créneau libre.</Text>
      <h3>Salles</h3>
      {rooms.length === 0 ? (
        <Text muted>Aucune salle n'est encore enregistrée.</Text>
      ) : (
        <ul>
          {rooms.map((room) => (
            <li key={room.id}>
              <Link to={paths.bookingRoom.href(room.id)}>{room.name}</Link>{' '}
              <Text as="span" size="sm" muted>
                ({room.complexName}, {room.sportType})
              </Text>
            </li>
          ))}
        </ul>
      )}
      <h3>Minibus</h3>
      {minibuses.length === 0 ? (
        <Text muted>Aucun minibus n'est disponible à la réservation.</Text>
      ) : (
        <ul>
          {minibuses.map((minibus) => (
            <li key={minibus.id}>
              <Link to={paths.bookingMinibus.href(minibus.id)}>{minibus.name}</Link>{' '}
              <Text as="span" size="sm" muted>
                ({minibus.capacity} places)
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
