const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});
const numberFormat = new Intl.NumberFormat('en-US');

/** "18 Nov 2024" for a date (2024-11-18) or a timestamp, in Dubai time. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+04:00` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** "12,847". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Today's date in Dubai as YYYY-MM-DD. */
export function todayInDubai(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' });
}

/** Replaces `{name}` in a message with a value. */
export function fillIn(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
