import { useMemo } from 'react';
import { formatReceived } from '../../leads/lead-format';
import { useLocale } from '../../ui/site-context';
import { formatClock, formatDate, formatDayAndTime, formatNumber } from '../../locale/format';

/** How staff screens write dates, times and numbers: in the language of the page. */
export interface StaffFormat {
  date(value: string): string;
  dayAndTime(value: string): string;
  number(value: number): string;
  /** When a lead came in: "26 Nov 2026, 14:05" in Dubai time. */
  received(timestamp: string): string;
  /** A moment soon, to the second: "14:05:30" in Dubai time. */
  clock(timestamp: string): string;
}

/** The page's formats: its locale's `numberFormat` (en-AE, ar-AE) for every date and number. */
export function useStaffFormat(): StaffFormat {
  const language = useLocale().locale.numberFormat;
  return useMemo(
    () => ({
      date: (value) => formatDate(value, language),
      dayAndTime: (value) => formatDayAndTime(value, language),
      number: (value) => formatNumber(value, language),
      received: (timestamp) => formatReceived(timestamp, language),
      clock: (timestamp) => formatClock(timestamp, language),
    }),
    [language],
  );
}
