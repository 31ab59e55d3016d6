import { Button, Cluster, Heading } from '@club/ui';
import { useId, useRef, type ReactNode } from 'react';
import { Backdrop, Panel } from '../dialog/dialog.styles';
import { useModalKeyboard } from '../dialog/use-modal-keyboard';

export interface MessageDialogProps {
  title: string;
  children: ReactNode;
  closeLabel?: string;
  onClose: () => void;
}

/**
 * A modal that tells something and asks nothing (shown while mounted), e.g. a secret shown once with its
 * copy buttons: focus starts on its first control, keyboard as every kit dialog, one button closes it.
 */
export function MessageDialog({ title, children, closeLabel = 'Fermer', onClose }: MessageDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalKeyboard(panel, { open: true, pending: false, onClose });
  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Heading level={2} size="lg" id={titleId}>
          {title}
        </Heading>
        {children}
        <Cluster justify="end">
          <Button variant="primary" onClick={onClose}>
            {closeLabel}
          </Button>
        </Cluster>
      </Panel>
    </Backdrop>
  );
}
