export { decodeImportBytes } from './decode-utf8';
export { isSafeImageUrl, isValidSlug, normaliseVideoId } from './field-rules';
export {
  MAX_ALIAS_COUNT,
  MAX_FIELDS_PER_SERVICE,
  MAX_FILE_BYTES,
  MAX_NESTING_DEPTH,
  MAX_SERVICES,
} from './limits';
export { IMPORT_MESSAGES } from './messages';
export { parseServicesYaml } from './parse-services-yaml';
export { summariseImport } from './summarise-import';
export type { ImportToast } from './summarise-import';
export type { ImportFatal, ImportIssue, ParseResult, ParseServicesYamlOptions } from './types';
