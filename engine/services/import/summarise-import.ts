import { IMPORT_MESSAGES } from './messages';
import type { ParseResult } from './types';

/** The toast the admin shows once an import has run. */
export interface ImportToast {
  severity: 'success' | 'warning' | 'error';
  title: string;
  message: string;
}

/**
 * Turns a parse result into the admin toast: the fatal title and message when the import
 * stopped, otherwise "YAML Import Completed!" with the counts of imported services and errors.
 */
export function summariseImport(result: ParseResult): ImportToast {
  if (result.fatal) return { severity: 'error', ...result.fatal };
  return {
    severity: result.errors.length > 0 ? 'warning' : 'success',
    title: IMPORT_MESSAGES.completedTitle,
    message: IMPORT_MESSAGES.completed(result.services.length, result.errors.length),
  };
}
