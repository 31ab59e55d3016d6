import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing';
import { FlashNotice, leaveFlashNotice, takeFlashNotice } from './flash-notice';

beforeEach(() => sessionStorage.clear());

describe('flash notice (issue 32: account deletion ends with a word)', () => {
  it('shows the message the previous page left, once', async () => {
    leaveFlashNotice({ title: 'Votre compte a été supprimé', text: 'Toutes vos sessions ont été fermées.' });
    const { router } = renderPage(<FlashNotice />, { path: '/' });

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Votre compte a été supprimé');
    expect(notice.textContent).toContain('Toutes vos sessions ont été fermées.');
    expect(takeFlashNotice()).toBeNull();

    await act(() => router.navigate('/sections'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when no message was left, or a broken one', () => {
    sessionStorage.setItem('club:flash-notice', '{"title": 3}');
    renderPage(<FlashNotice />, { path: '/' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem('club:flash-notice')).toBeNull();
  });
});
