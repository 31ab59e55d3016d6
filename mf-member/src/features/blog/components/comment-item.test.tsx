import { REACTION_TYPE_DETAILS, type ArticleComment } from '@club/contracts';
import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentItem } from './comment-item';

const comment: ArticleComment = {
  id: 'c1',
  articleId: 'a1',
  content: 'Bravo les filles 🏐🔥',
  authorId: 'u1',
  authorName: 'Julie Moreau',
  isHidden: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reactions: { counts: { like: 0, love: 0, celebrate: 0, applause: 0 }, total: 0 },
  myReaction: null,
};

describe('CommentItem', () => {
  it("writes the comment's text with the reactions' emoji fonts after the site's own (no empty boxes)", async () => {
    fakeServer(answer('/api/reactions/types', 200, { data: Object.entries(REACTION_TYPE_DETAILS).map(([type, details]) => ({ type, ...details })) }));
    renderPage(<CommentItem comment={comment} own={false} />);
    const text = await screen.findByText('Bravo les filles 🏐🔥');
    expect(text.tagName).toBe('P');
    const family = getComputedStyle(text).fontFamily;
    expect(family).toMatch(/^system-ui, .*"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Club Emoji", sans-serif$/);
    expect(text.getAttribute('aria-hidden'), 'the text stays readable by screen readers').toBeNull();
    expect(screen.queryByText('Masqué par la modération')).toBeNull();
  });

  it('tells the author that moderation hid their comment, and offers only to delete it', async () => {
    fakeServer(answer('/api/reactions/types', 200, { data: [] }));
    renderPage(<CommentItem comment={{ ...comment, isHidden: true }} own />);
    expect(await screen.findByText('Masqué par la modération')).toBeTruthy();
    expect(screen.getByText('Les autres lecteurs ne le voient plus : seuls vous et les administrateurs le voyez.')).toBeTruthy();
    expect(screen.getByText('Bravo les filles 🏐🔥')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Réagir au commentaire/ })).toBeNull();
  });
});
