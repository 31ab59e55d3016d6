import { useLocation, useNavigate } from '@club/stack';
import { withSearch } from '@club/ui-admin';
import { useMemo } from 'react';
import type { SlotPicking } from '../components/week-view/week-view';
import type { DayHours } from './free-slots';
import { readPickedSlot, type PickedSlot } from './slot-search';

/**
 * Free slots of a week view that open the booking form on a click: `formPath` is the form's page, or the week's
 * own page (the week it shows is kept) when the form sits below the week.
 */
export function useSlotPicking(hoursOf: ((dayKey: string) => DayHours | null) | null, formPath?: string): SlotPicking | undefined {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    if (!hoursOf) return undefined;
    return {
      hoursOf,
      onPick: (slot) => {
        const kept = formPath ? {} : Object.fromEntries(new URLSearchParams(search));
        void navigate(withSearch(formPath ?? pathname, { ...kept, startAt: slot.startAt, endAt: slot.endAt }), { preventScrollReset: true });
      },
    };
  }, [hoursOf, formPath, navigate, pathname, search]);
}

/** The slot the booking form opens on (`?startAt&endAt`), if any. */
export function usePickedSlot(): PickedSlot | null {
  const { search } = useLocation();
  return useMemo(() => readPickedSlot(new URLSearchParams(search)), [search]);
}
