import { Button, Cluster, Heading, Spinner, Text } from '@club/ui';
import { useId, useRef, type ReactNode } from 'react';
import { Backdrop, Panel } from '../dialog/dialog.styles';
import { useModalKeyboard } from '../dialog/use-modal-keyboard';

/**
 * What confirming does (FRENCH.md §5): `destructive` (delete, suspend, revoke, sign out everywhere, reject: a red
 * button) or `positive` (approve, publish, restore, send: the primary colour). Required: every use chooses.
 */
export type ConfirmTone = 'destructive' | 'positive';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  tone: ConfirmTone;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation (alertdialog): focus starts on the harmless choice; keyboard as every kit dialog. */
export function ConfirmDialog({ open, title, tone, children, confirmLabel, cancelLabel = 'Annuler', pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalKeyboard(panel, { open, pending, onClose: onCancel, initialFocus: cancel });

  if (!open) return null;

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panel} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <Heading level={2} size="lg" id={titleId}>
          {title}
        </Heading>
        <Text as="div" id={descriptionId}>
          {children}
        </Text>
        <Cluster justify="end">
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'destructive' ? 'danger' : 'primary'} data-tone={tone} onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? <Spinner size={16} /> : null}
            {confirmLabel}
          </Button>
        </Cluster>
      </Panel>
    </Backdrop>
  );
}
