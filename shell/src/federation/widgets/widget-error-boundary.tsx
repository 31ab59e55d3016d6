import { Button, Stack, Text } from '@club/ui';
import { Component, type ReactNode } from 'react';
import { RemoteLoadError, errorCodeOf } from '../remote-load-error';
import { reportRemoteFailure } from '../report-remote-failure';
import type { SlotWidget } from './slot-widgets';

interface Props {
  item: SlotWidget;
  /** Forget the failed load and render the box again (a new boundary: the parent changes its key). */
  onRetry: () => void;
  children: ReactNode;
}

/** A widget that fails to load or to render: a short message in its own box, a report, a retry. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const { remote } = this.props.item;
    void reportRemoteFailure(error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, null, null, errorCodeOf(error), error));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="sm" role="alert">
        <Text muted>Impossible d'afficher ce contenu pour le moment.</Text>
        <div>
          <Button variant="secondary" size="sm" onClick={this.props.onRetry}>
            Réessayer
          </Button>
        </div>
      </Stack>
    );
  }
}
