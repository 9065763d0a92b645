import { describe, expect, it } from 'vitest';
import { formatReceived } from '../leads/lead-format';
import { formatDate, formatDayAndTime, formatNumber } from './format';

// Staff screens write dates and numbers in the language of the page (its numberFormat).

describe('staff formats', () => {
  it('write a date in Dubai in English by default, and in Arabic for ar-AE', () => {
    expect(formatDate('2024-11-18')).toBe('18 Nov 2024');
    expect(formatDate('2024-11-18', 'ar-AE')).toBe('18 نوفمبر 2024');
    // Just before midnight UTC is the next morning in Dubai.
    expect(formatDate('2024-11-18T22:30:00Z', 'ar-AE')).toBe('19 نوفمبر 2024');
    expect(formatDate('not a date', 'ar-AE')).toBe('not a date');
  });

  it('write numbers with the grouping of each language, in Latin digits for ar-AE', () => {
    expect(formatNumber(12847)).toBe('12,847');
    expect(formatNumber(12847, 'ar-AE')).toBe('12,847');
  });

  it('write a day and a time on a 24-hour clock in either language, in Dubai time', () => {
    // 17:05 UTC is 21:05 in Dubai, whatever zone the browser is in.
    const evening = '2026-11-28T17:05:00Z';
    expect(formatDayAndTime(evening, 'en-AE')).toBe('28 Nov, 21:05');
    expect(formatDayAndTime(evening, 'ar-AE')).toBe('28 نوفمبر، 21:05');
    // The same moment as a lead's time: one clock for staff everywhere.
    expect(formatReceived(evening, 'en-AE')).toBe('28 Nov 2026, 21:05');
  });

  it('write when a lead came in, in Dubai time, in the language asked for', () => {
    expect(formatReceived('2026-11-26T10:05:00Z')).toBe('26 Nov 2026, 14:05');
    expect(formatReceived('2026-11-26T10:05:00Z', 'en-AE')).toBe('26 Nov 2026, 14:05');
    expect(formatReceived('2026-11-26T10:05:00Z', 'ar-AE')).toBe('26 نوفمبر 2026، 14:05');
  });
});
