import { Button, Cluster, Heading, Spinner, Text } from '@club/ui';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Backdrop, Panel } from './confirm-dialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation (alertdialog): focus starts on the harmless choice, Tab stays inside, Escape
 * cancels, and focus returns to whatever opened it. Built by hand because jsdom has no showModal.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Annuler', pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

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
          <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? <Spinner size={16} /> : null}
            {confirmLabel}
          </Button>
        </Cluster>
      </Panel>
    </Backdrop>
  );
}
