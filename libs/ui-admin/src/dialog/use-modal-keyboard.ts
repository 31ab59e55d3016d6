import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalKeyboardOptions {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  /** Where focus starts; the panel's first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The keyboard of a hand-built modal (jsdom has no showModal): focus starts inside, Tab stays inside,
 * Escape closes unless an action is pending, and focus returns to whatever opened it.
 */
export function useModalKeyboard(panel: RefObject<HTMLElement | null>, { open, pending, onClose, initialFocus }: ModalKeyboardOptions) {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => opener?.focus();
  }, [open, panel, initialFocus]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onClose();
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
}
