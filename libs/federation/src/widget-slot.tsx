import type { WidgetSlotId } from '@club/contracts';
import { createContext, useContext, type ComponentType } from 'react';

/** What renders a slot's widgets: provided by the shell, which knows the manifest and loads remotes. */
export const WidgetSlotContext = createContext<ComponentType<{ slot: WidgetSlotId }> | null>(null);

/**
 * A named place of a page that remotes fill with widgets (their manifest's `widgets`): each loads on its
 * own and fails on its own. Renders nothing outside the shell (a remote run standalone).
 */
export function WidgetSlot({ slot }: { slot: WidgetSlotId }) {
  const Slot = useContext(WidgetSlotContext);
  return Slot ? <Slot slot={slot} /> : null;
}
