export { isSafeImageUrl, isValidSlug, normaliseVideoId } from '../../schema/field-rules';
export { importDocument, importServices } from './import-services';
export { IMPORT_MESSAGES } from './messages';
export { oneServicePerSlug } from './one-service-per-slug';
export { summariseImport } from './summarise-import';
export type { ImportToast } from './summarise-import';
export type { ImportFatal, ImportIssue, ImportProblem, ParseResult, ServiceImport } from './types';
export { uploadResult } from './upload-result';
