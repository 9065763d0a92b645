import type { ProblemCode } from './problem';

/** A validation error as an author reads it: its code, where, and what to say. */
export interface HumanError {
  code: ProblemCode;
  /** Data path as segments, numbers for array indexes. */
  path: (string | number)[];
  /** For an unknown property, the key to point at. */
  key?: string;
  /** Text inside the value to point at, such as one `{record.x}` reference. */
  excerpt?: string;
  message: string;
  /** What to do; the catalogue's fix for the code when absent. */
  hint?: string;
}
