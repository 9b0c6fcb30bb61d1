import { describe, expect, it } from 'vitest';
import type { TNotification, TNotificationPage } from '#domain/notifications';
import { markReadInPage, markReadInPages } from './mark-read';

const NOW = new Date('2026-11-22T12:00:00Z');
const note = (id: string, readAt: string | null = null): TNotification => ({
  id,
  type: 'cv_upload_complete',
  title: 'CV processed',
  message: 'Your CV is ready',
  link: '/cvs',
  readAt,
  createdAt: '2026-11-22T11:00:00Z',
});
// Five unread in all: two on this page, three older ones beyond it.
const page: TNotificationPage = {
  notifications: [note('a'), note('b'), note('c', '2026-11-21T00:00:00Z')],
  nextCursor: 'next',
  unreadCount: 5,
};

describe('markReadInPage', () => {
  it('marks one unread notification read and lowers the count by one', () => {
    const next = markReadInPage(page, 'a', NOW);
    expect(next.notifications.map((n) => n.readAt)).toEqual([
      NOW.toISOString(),
      null,
      '2026-11-21T00:00:00Z',
    ]);
    expect(next.unreadCount).toBe(4);
  });

  it('leaves the count alone for one that was already read, or an unknown id', () => {
    expect(markReadInPage(page, 'c', NOW)).toEqual(page);
    expect(markReadInPage(page, 'zzz', NOW)).toEqual(page);
  });

  it('marks all read and clears the count, older unread ones included', () => {
    const next = markReadInPage(page, 'all', NOW);
    expect(next.notifications.every((n) => n.readAt)).toBe(true);
    expect(next.notifications[2]?.readAt).toBe('2026-11-21T00:00:00Z');
    expect(next.unreadCount).toBe(0);
    expect(next.nextCursor).toBe('next');
  });
});

describe('markReadInPages', () => {
  const older: TNotificationPage = { notifications: [note('d')], nextCursor: null, unreadCount: 5 };

  it('marks one on an older page and lowers the count of every page', () => {
    const [first, second] = markReadInPages([page, older], 'd', NOW);
    expect(second?.notifications[0]?.readAt).toBe(NOW.toISOString());
    expect(first?.notifications).toEqual(page.notifications);
    expect([first?.unreadCount, second?.unreadCount]).toEqual([4, 4]);
  });

  it('marks all on every page read', () => {
    const pages = markReadInPages([page, older], 'all', NOW);
    expect(pages.flatMap((p) => p.notifications).every((n) => n.readAt)).toBe(true);
    expect(pages.map((p) => p.unreadCount)).toEqual([0, 0]);
  });
});
