import { styled, useLocation } from '@club/stack';
import { useEffect, useState } from 'react';
import { Alert } from '../components/alert';
import { Container } from '../components/container';

const STORAGE_KEY = 'club:flash-notice';

export interface FlashNoticeMessage {
  title: string;
  text: string;
}

/**
 * Leaves a message for the next page this tab shows (one shot): what a toast cannot do across a redirect
 * or a reload, e.g. « Votre compte a été supprimé » on the home page after the deletion (ADR 177).
 */
export function leaveFlashNotice(message: FlashNoticeMessage): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage refused (private mode, quota): the page still works, without the message.
  }
}

/** The message left for this page, removed as it is read; null when there is none or it is unreadable. */
export function takeFlashNotice(): FlashNoticeMessage | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { title, text } = value as Record<string, unknown>;
    return typeof title === 'string' && typeof text === 'string' ? { title, text } : null;
  } catch {
    return null;
  }
}

const Frame = styled.div`
  padding-block-start: ${({ theme }) => theme.space.lg};
`;

/** Shows the flash notice left by the previous page, on the page where it was read only (after hydration: prerendered pages stay identical). */
export function FlashNotice() {
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<{ message: FlashNoticeMessage; pathname: string } | null>(null);
  useEffect(() => {
    const message = takeFlashNotice();
    if (message) setNotice({ message, pathname });
  }, [pathname]);
  if (!notice || notice.pathname !== pathname) return null;
  return (
    <Frame>
      <Container>
        <Alert tone="success" title={notice.message.title}>
          {notice.message.text}
        </Alert>
      </Container>
    </Frame>
  );
}
