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
// A record that no other load asks for.
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

/** How many times each page is loaded in each encoding: one run's p99 on two cores is noise. */
export const BUSY_ROUNDS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A cell's figures over its rounds: the median requests/s and p99, and the p99s' range. */
export interface BusyCell {
  rate: number;
  p99Ms: number;
  p99Range: [number, number];
  errors: number;
  answered: boolean;
}

export function summariseRounds(runs: LoadFigures[]): BusyCell {
  const done = runs.filter(answered);
  const p99s = done.map((run) => run.p99Ms);
  return {
    rate: done.length ? median(done.map((run) => run.rate)) : 0,
    p99Ms: done.length ? median(p99s) : 0,
    p99Range: done.length ? [Math.min(...p99s), Math.max(...p99s)] : [0, 0],
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    answered: done.length === runs.length,
  };
}

const figures = (cell: BusyCell) =>
  cell.answered
    ? `${cell.rate.toFixed(0)} (${cell.p99Ms.toFixed(1)}; ${cell.p99Range.map((ms) => ms.toFixed(0)).join('–')})${cell.errors ? ` ${cell.errors} errors` : ''}`
    : 'not every run answered';

/** The pages in the order a round loads them: each round starts one page later. */
export const roundOrder = <T>(pages: readonly T[], round: number): T[] =>
  pages.map((_, index) => pages[(index + round) % pages.length]!);

/**
 * A record page against two prerendered pages at BUSY_CONNECTIONS, in gzip, Brotli and
 * uncompressed. Each encoding loads the three pages BUSY_ROUNDS times, each round in a
 * rotated order (so no page always follows the same one), each run after a second of
 * warming up. The record's very first request holds its render, unless the server rendered
 * it ahead. Prints the median requests/s and p99 (with the p99s' range) of each cell, and
 * the record's median p99 over each prerendered page's; asserts nothing.
 */
export async function compareBusyPages(
  base: string,
  seconds: number,
  load: BusyLoad,
  client: string,
): Promise<void> {
  console.info(
    `\nAt ${BUSY_CONNECTIONS} connections (${client}), ${seconds} s a run, ${BUSY_ROUNDS} rounds: median requests/s (median p99 ms; p99 range), by Accept-Encoding`,
  );
  const columns = [about, sameSize, record];
  console.info(
    `${'Encoding'.padEnd(9)}${columns.map(({ name }) => name.padEnd(42)).join('')}record p99 ÷ /about, ÷ same size`,
  );
  for (const encoding of encodings) {
    const runs = new Map(columns.map((page) => [page, [] as LoadFigures[]]));
    for (let round = 0; round < BUSY_ROUNDS; round++) {
      for (const page of roundOrder(columns, round)) {
        const url = `${base}${page.route}`;
        await load(url, 1, encoding.headers);
        runs.get(page)!.push(await load(url, seconds, encoding.headers));
      }
    }
    const row = columns.map((page) => summariseRounds(runs.get(page)!));
    const [prerendered, same, recorded] = row as [BusyCell, BusyCell, BusyCell];
    const times = (of: BusyCell) =>
      recorded.answered && of.answered ? `${(recorded.p99Ms / of.p99Ms).toFixed(2)}×` : '-';
    console.info(
      `${encoding.name.padEnd(9)}${row.map((cell) => figures(cell).padEnd(42)).join('')}${times(prerendered)}, ${times(same)}`,
    );
  }
}
