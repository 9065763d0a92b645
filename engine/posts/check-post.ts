import type { ValidateFunction } from 'ajv';
import { checkRecord, type RecordProblem } from '../collections/check-record';
import { validate } from './validate-post.generated';

/** What is wrong with a post by its schema (engine/schema/post.schema.ts), as `checkRecord` says. */
export const checkPost = (record: unknown): RecordProblem[] =>
  checkRecord(validate as ValidateFunction, record);
