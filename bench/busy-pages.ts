import type { LoadFigures } from './wrk';

/** The connections a prerendered page and a record page are compared under. */
export const BUSY_CONNECTIONS = 50;

/** What a browser asks for, and a client that asks for nothing (identity). */
const encodings = [
  { name: 'gzip', headers: { 'Accept-Encoding': 'gzip' } },
  { name: 'br', headers: { 'Accept-Encoding': 'br' } },
  { name: 'none', headers: {} },
] as const;

const about = { name: '/about (prerendered)', route: '/about' };
// A prerendered page about as long as the record page (113 KB against 113 KB; /about is 76 KB).
const sameSize = {
  name: '/services/communication (prerendered)',
  route: '/services/communication',
};
// A record that no other load asks for: its first render falls in its first run, as it
// does for the first visitors after a start, a new build or an edit.
const record = {
  name: '/services/cloud-infrastructure (record)',
  route: '/services/cloud-infrastructure',
};

/** One load of `url` at BUSY_CONNECTIONS for `seconds`, with these request headers. */
export type BusyLoad = (
  url: string,
  seconds: number,
  headers: Record<string, string>,
) => Promise<LoadFigures>;

// A run in which no request was answered has no latencies: wrk then prints a p99 of 0.
const answered = ({ rate }: LoadFigures) => rate > 0;

const figures = (load: LoadFigures) =>
  answered(load)
    ? `${load.rate.toFixed(0)} (${load.p99Ms.toFixed(1)})${load.errors ? ` ${load.errors} errors` : ''}`
    : 'nothing answered';

/**
 * A record page against two prerendered pages at BUSY_CONNECTIONS, in gzip, Brotli and
 * uncompressed, each encoding's three runs side by side (the record first measured in gzip,
 * its first render included). Each run but that first one follows a second of warming up.
 * Prints requests/s, p99 and the record's p99 over each prerendered page's; asserts nothing.
 */
export async function compareBusyPages(
  base: string,
  seconds: number,
  load: BusyLoad,
  client: string,
): Promise<void> {
  console.info(
    `\nAt ${BUSY_CONNECTIONS} connections (${client}), ${seconds} s a run, requests/s (p99 ms), by Accept-Encoding`,
  );
  const columns = [about, sameSize, record];
  console.info(
    `${'Encoding'.padEnd(9)}${columns.map(({ name }) => name.padEnd(42)).join('')}record p99 ÷ /about, ÷ same size`,
  );
  for (const encoding of encodings) {
    const row: LoadFigures[] = [];
    for (const page of columns) {
      const url = `${base}${page.route}`;
      // The record's first run holds its first render: nothing warms it up.
      if (page !== record || encoding !== encodings[0]) await load(url, 1, encoding.headers);
      row.push(await load(url, seconds, encoding.headers));
    }
    const [prerendered, same, recorded] = row as [LoadFigures, LoadFigures, LoadFigures];
    const times = (of: LoadFigures) =>
      answered(recorded) && answered(of) ? `${(recorded.p99Ms / of.p99Ms).toFixed(2)}×` : '-';
    console.info(
      `${encoding.name.padEnd(9)}${row.map((cell) => figures(cell).padEnd(42)).join('')}${times(prerendered)}, ${times(same)}`,
    );
  }
}
