import { describe, expect, it } from 'vitest';
import { isoToSiteTime, siteTimeToIso } from './site-time';

describe('times staff type in the site time zone', () => {
  it('reads a date-and-time field as Dubai time, and writes an instant back the same way', () => {
    expect(siteTimeToIso('2026-11-30T09:00')).toBe('2026-11-30T05:00:00.000Z');
    expect(siteTimeToIso('2026-12-31T23:30')).toBe('2026-12-31T19:30:00.000Z');
    expect(isoToSiteTime('2026-11-30T05:00:00.000Z')).toBe('2026-11-30T09:00');
    expect(isoToSiteTime(siteTimeToIso('2027-02-28T00:15')!)).toBe('2027-02-28T00:15');
  });

  it('refuses what is not a time', () => {
    for (const wrong of ['', '2026-11-30', '2026-02-30T09:00', '2026-11-30 09:00', 'soon']) {
      expect(siteTimeToIso(wrong), wrong).toBeNull();
    }
  });
});
