import type { WidgetSlotId } from '@club/contracts';
import { styled } from '@club/stack';
import { Card, Heading, LoadingView, Stack } from '@club/ui';
import { Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useFederation } from '../federation-context';
import { slotWidgets, type SlotWidget } from './slot-widgets';
import { WidgetErrorBoundary } from './widget-error-boundary';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  /* A widget's long token (an e-mail address, say) wraps rather than widen a phone's page. */
  overflow-wrap: break-word;

  > * { min-width: 0; }
`;

/** One lazy component per widget for the page's life: a re-render never loads it again. */
const lazyWidgets = new Map<string, LazyExoticComponent<ComponentType>>();

function WidgetBox({ item, load }: { item: SlotWidget; load: (item: SlotWidget) => Promise<ComponentType> }) {
  const key = `${item.remote}:${item.widget.id}`;
  // Bumped by 'Réessayer': this box renders again with a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  let Widget = lazyWidgets.get(key);
  if (!Widget) {
    Widget = lazy(async () => ({ default: await load(item) }));
    lazyWidgets.set(key, Widget);
  }
  const headingId = `widget-${item.widget.id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {item.widget.title}
        </Heading>
        <WidgetErrorBoundary
          key={attempt}
          item={item}
          onRetry={() => {
            lazyWidgets.delete(key);
            setAttempt((value) => value + 1);
          }}
        >
          <Suspense fallback={<LoadingView message="Chargement…" />}>
            <Widget />
          </Suspense>
        </WidgetErrorBoundary>
      </Stack>
    </Card>
  );
}

/**
 * The widgets of a slot (from the manifest), each in its own box: loaded lazily and independently, a
 * failing one shows a short French error in its box and is reported; the page and the others go on.
 */
export default function WidgetSlotView({ slot }: { slot: WidgetSlotId }) {
  const { manifest, loadWidget } = useFederation();
  const items = useMemo(() => slotWidgets(manifest, slot), [manifest, slot]);
  if (!items.length) return null;
  return (
    <Grid>
      {items.map((item) => (
        <WidgetBox key={`${item.remote}:${item.widget.id}`} item={item} load={loadWidget} />
      ))}
    </Grid>
  );
}
