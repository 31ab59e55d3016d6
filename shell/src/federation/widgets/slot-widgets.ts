import type { FederationManifest, WidgetEntry, WidgetSlotId } from '@club/contracts';

export interface SlotWidget {
  /** Manifest key of the remote, e.g. `mf-admin-facilities`. */
  remote: string;
  widget: WidgetEntry;
}

/** The widgets every deployed remote contributes to a slot, sorted by `order`, then by manifest order. */
export function slotWidgets(manifest: FederationManifest, slot: WidgetSlotId): SlotWidget[] {
  return Object.entries(manifest.remotes)
    .flatMap(([remote, entry], remoteIndex) => entry.widgets.filter((widget) => widget.slot === slot).map((widget) => ({ remote, widget, remoteIndex })))
    .sort((a, b) => (a.widget.order ?? 0) - (b.widget.order ?? 0) || a.remoteIndex - b.remoteIndex)
    .map(({ remote, widget }) => ({ remote, widget }));
}
