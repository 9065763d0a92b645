import type { PageDocument } from '../document/page-types';
import type { FormDefinition } from './form-types';

/** A form declaration: what the form schema requires, wherever a block puts it. */
function isForm(value: unknown): value is FormDefinition {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<FormDefinition>;
  return (
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.fields) &&
    typeof candidate.submitLabel === 'string' &&
    typeof candidate.toast === 'object'
  );
}

/**
 * Every form a page document declares (join forms in heroes, dialogs, form sections),
 * in document order. The server accepts a submission only for a form found here.
 */
export function formsOf(page: PageDocument): FormDefinition[] {
  const found: FormDefinition[] = [];
  const visit = (node: unknown): void => {
    if (isForm(node)) found.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(page.blocks);
  return found;
}

/** The form of a page with this name, or null. */
export function findForm(page: PageDocument, name: string): FormDefinition | null {
  return formsOf(page).find((form) => form.name === name) ?? null;
}
