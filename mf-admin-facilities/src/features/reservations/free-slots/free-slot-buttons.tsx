import { styled } from '@club/stack';
import { Button } from '@club/ui';
import type { FreeSlot } from './free-slots';
import { slotButtonLabel, slotDay, slotTime } from './slot-labels';

const Slots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The day's free slots as buttons (a click, Enter or Space books one): « 18 h », named
 * « Réserver mardi 1er décembre à 18 h ». Taken slots have no button.
 */
export function FreeSlotButtons({ dayKey, slots, onPick }: { dayKey: string; slots: readonly FreeSlot[]; onPick: (slot: FreeSlot) => void }) {
  if (slots.length === 0) return null;
  return (
    <Slots aria-label={`Créneaux libres du ${slotDay(dayKey)}`}>
      {slots.map((slot) => (
        <li key={slot.startAt}>
          <Button type="button" size="sm" variant="secondary" aria-label={slotButtonLabel(dayKey, slot)} onClick={() => onPick(slot)}>
            {slotTime(slot)}
          </Button>
        </li>
      ))}
    </Slots>
  );
}
