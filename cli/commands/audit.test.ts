import { describe, expect, it } from 'vitest';
import { activityAsText, sinceTime } from './audit';

describe('sitectl audit', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('reads --since as a date, a time or a span ago, and refuses anything else', () => {
    expect(sinceTime('7d', now)).toBe('2026-11-22T12:00:00.000Z');
    expect(sinceTime('12h', now)).toBe('2026-11-29T00:00:00.000Z');
    expect(sinceTime('30m', now)).toBe('2026-11-29T11:30:00.000Z');
    expect(sinceTime('2026-11-28T09:00+04:00', now)).toBe('2026-11-28T05:00:00.000Z');
    expect(sinceTime('2026-11-28', now)).toBe('2026-11-28T00:00:00.000Z');
    for (const wrong of ['yesterday', '7', '2026-13-45', '-1d', '']) {
      expect(sinceTime(wrong, now), wrong).toBeNull();
    }
  });

  it('prints one line an action, in Dubai time, with its particulars', () => {
    const text = activityAsText([
      {
        id: '1',
        at: '2026-11-29T13:01:00Z',
        person: 'Omar Haddad',
        action: 'lead-status',
        collection: 'leads',
        subject: '3f2a9c1b',
        detail: { from: 'new', to: 'contacted' },
      },
      {
        id: '3',
        at: '2026-11-29T13:00:30Z',
        person: 'Sara Khan',
        action: 'preview-created',
        collection: 'services',
        subject: 'cloud',
        detail: { link: 'a1', expires_at: '2026-12-06T13:00:30Z' },
      },
      {
        id: '2',
        at: '2026-11-29T13:00:00Z',
        person: '',
        action: 'signed-out',
        collection: null,
        subject: null,
        detail: { ended_by: 'operator' },
      },
    ]);
    expect(text.split('\n')).toEqual([
      '2026-11-29 17:01  Omar Haddad           lead-status         leads/3f2a9c1b                            new → contacted',
      '2026-11-29 17:00  Sara Khan             preview-created     services/cloud                            works until 2026-12-06 17:00',
      '2026-11-29 17:00  (unknown)             signed-out                                                    ended with sitectl sessions',
      '3 actions, newest first, times in Dubai time.',
      '',
    ]);
    expect(activityAsText([])).toBe('No activity recorded.\n');
  });
});
