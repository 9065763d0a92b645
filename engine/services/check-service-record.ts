import type { ValidateFunction } from 'ajv';
import { checkRecord, type RecordProblem, type RecordRule } from '../collections/check-record';
import { validate } from './validate-service-record.generated';

export type ServiceRule = RecordRule;
export type ServiceProblem = RecordProblem;

/**
 * What is wrong with a service content record by its schema
 * (engine/schema/service-content.schema.ts), as `checkRecord` says.
 */
export const checkServiceRecord = (record: unknown): ServiceProblem[] =>
  checkRecord(validate as ValidateFunction, record);
