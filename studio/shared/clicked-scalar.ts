import { interpolate, type Variables } from '../../engine/locale/interpolate';
import type { ScalarSource } from './source-map';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A `{record.field}` reference: a value a template page takes from a database record. */
const recordReference = /\{record\.([\w.]+)\}/;

/** Where a clicked text came from: the scalar, and the record field when it names one. */
export interface ClickedSource {
  scalar: ScalarSource;
  /** The record field the text shows, such as `name`, when the value is `{record.name}`. */
  recordField?: string;
}

/**
 * The string value that produced a text clicked in the preview, among `scalars` (a block's,
 * or a site file's): the one whose text, its `{variables}` filled in as the page shows them,
 * is the clicked text; else the shortest that holds it (a text split by emphasis or a
 * link); else the longest that the clicked text holds (an element showing several values).
 */
export function findClickedScalar(
  scalars: readonly ScalarSource[],
  clickedText: string,
  variables: Variables,
): ClickedSource | undefined {
  const clicked = normalised(clickedText);
  if (!clicked) return undefined;
  let best: { scalar: ScalarSource; rank: number; length: number } | undefined;
  for (const scalar of scalars) {
    const shown = normalised(interpolate(scalar.value, variables));
    if (!shown) continue;
    const rank =
      shown === clicked
        ? 3
        : shown.includes(clicked)
          ? 2
          : clicked.includes(shown) && shown.length > 1
            ? 1
            : 0;
    if (rank === 0) continue;
    // Among holders the shortest is nearest; among those held, the longest.
    const length = rank === 1 ? -shown.length : shown.length;
    if (!best || rank > best.rank || (rank === best.rank && length < best.length))
      best = { scalar, rank, length };
  }
  if (!best) return undefined;
  const field = recordReference.exec(best.scalar.value)?.[1];
  return { scalar: best.scalar, ...(field ? { recordField: field } : {}) };
}
