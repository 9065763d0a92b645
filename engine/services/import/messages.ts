import { maxFieldsPerService } from '../../document/limits';
import { counted, shownCount } from '../../document/shown-numbers';
import { maxListItems, maxSlugLength, maxTextLength } from '../../schema/service-rules';

const MAX_SHOWN_KEY_LENGTH = 60;

const shownKey = (key: string): string =>
  key.length > MAX_SHOWN_KEY_LENGTH ? `${key.slice(0, MAX_SHOWN_KEY_LENGTH - 3)}...` : key;

const UNEXPECTED_END =
  'YAML formatting error. Please check your file format. Each service should be properly indented and separated.';

/**
 * The import's words: the admin's toast titles, how the upload words a problem of the whole
 * file at its place (upload-result.ts), and the problems of items. The words of the limits
 * a file breaks are the front door's (engine/document/file-problems.ts).
 */
export const IMPORT_MESSAGES = {
  invalidFileTitle: 'Invalid File',
  invalidFile: 'Please select a YAML file (.yaml or .yml).',
  failedTitle: 'YAML Import Failed',
  completedTitle: 'YAML Import Completed!',
  unexpectedEnd: UNEXPECTED_END,
  structureNotRecognized:
    'YAML structure not recognized. Expected an array or object with services.',
  noValidServices: 'No valid services found in the YAML file.',
  syntaxError: (message: string, line: number, column: number): string =>
    `${message} at line ${line}, column ${column}`,
  neverClosed: (opening: 'quote' | 'bracket' | 'brace', line: number, column: number): string =>
    `${UNEXPECTED_END} The ${opening} opened at line ${line}, column ${column} is never closed.`,
  endsEarly: (line: number, column: number): string =>
    `${UNEXPECTED_END} The file ends early, at line ${line}, column ${column}.`,
  controlCharacter: (code: string, line: number, column: number): string =>
    `The file contains the control character ${code} at line ${line}, column ${column}. Remove it and import again.`,
  notUtf8: (line: number, column: number): string =>
    `The file is not valid UTF-8 text: the bytes at line ${line}, column ${column} are not a character. Save it as UTF-8 and import again.`,
  /** `character`: what it is and where, in safe-text.ts's words. */
  unsafeCharacterInField: (field: string, character: string): string =>
    `Field "${field}" contains ${character}.`,
  completed: (imported: number, errors: number): string =>
    `Imported ${counted(imported, 'service')}, ${counted(errors, 'error')}.`,
  notAServiceObject: 'Item is not a service object.',
  tooManyFields: `Service has more than ${maxFieldsPerService} fields.`,
  missingFields: (fields: readonly string[]): string =>
    `Service is missing required field(s): ${fields.join(', ')}`,
  invalidSlug: `Slug must be lowercase letters and digits separated by single hyphens, at most ${maxSlugLength} characters.`,
  notText: (field: string): string => `Field "${field}" must be text.`,
  notTranslations:
    'Field "translations" must map each language code to the words of the record in that language, such as translations: { ar: { name: ..., h1: ... } }.',
  notTextList: (field: string): string =>
    `Field "${field}" must be a list of text items or a comma-separated string.`,
  textTooLong: (field: string): string =>
    `Field "${field}" is longer than ${shownCount(maxTextLength)} characters.`,
  listTooLong: (field: string): string => `Field "${field}" has more than ${maxListItems} items.`,
  unsafeImageUrl:
    'Field "image_url" must be an https: URL or a site path starting with a single "/", without backslashes or spaces.',
  invalidVideoId:
    'Field "video_id" must be an 11-character YouTube video id or a youtube.com / youtu.be link.',
  invalidField: (field: string, problem: string): string => `Field "${field}" ${problem}.`,
  unknownKey: (key: string): string => `Unknown key "${shownKey(key)}" ignored.`,
  conflictingKeys: (used: string, ignored: string): string =>
    `Both "${used}" and "${ignored}" are given; "${used}" is used.`,
  duplicateSlug: (slug: string, earlier: string, later: string): string =>
    `Duplicate slug "${slug}": ${earlier} is replaced by ${later}.`,
  position: (document: number, index: number): string => `document ${document}, item ${index}`,
} as const;
