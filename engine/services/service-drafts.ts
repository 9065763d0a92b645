import {
  SERVICE_CONTENT_INPUT_FIELDS,
  type ServiceContent,
  type ServiceContentInput,
} from './service-content';
import { translatedServiceFields } from '../schema/service-content.schema';
import type { DiffedFields } from '../collections/record-diff';
import type {
  RecordDraftStore,
  RecordEntry,
  RecordSchedule,
  RecordStatus,
  RecordVersion,
} from '../collections/record-drafts';

// Services are a collection (engine/collections): their drafts, versions and schedules are
// the collection's, of service records.
export {
  changeOfConflict,
  EDIT_CONFLICT,
  EditConflictError,
  editedRecord,
  scheduleOf,
  statusOf,
  type RecordChange,
  type ScheduleAction,
} from '../collections/record-drafts';

/** What two versions of a service compare: its written fields, then its translated ones. */
export const serviceVersionFields: DiffedFields = {
  fields: SERVICE_CONTENT_INPUT_FIELDS,
  translatedFields: translatedServiceFields,
};

export type ServiceStatus = RecordStatus;
export type ServiceSchedule = RecordSchedule;
/** A service record as staff edit it: published, drafted, or both. */
export type ServiceEntry = RecordEntry<ServiceContent, ServiceContentInput>;
export type ServiceVersion = RecordVersion<ServiceContentInput>;
/**
 * Drafts and publishing of service records. Errors: a ServiceNotFoundError for a record,
 * draft, version or schedule that is not there, a DuplicateSlugError for a new record's slug
 * that is taken.
 */
export type ServiceDraftStore = RecordDraftStore<ServiceContent, ServiceContentInput>;
