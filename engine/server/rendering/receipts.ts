import type { SiteDocument } from '../../document/page-types';
import type { FieldProblem } from '../../errors/data-request-error';
import type { FormDefinition } from '../../forms/form-types';
import { interpolate } from '../../locale/interpolate';

export type FailureKind = 'invalid' | 'rateLimited' | 'server' | 'unknownForm';

const withProduct = (site: SiteDocument, text: string) =>
  interpolate(text, { product: site.brand.name });

/**
 * The `{receipt.*}` values of the page a form posted without JavaScript lands on: the
 * form's own confirmation. For a form it does not know, the page's own variables show.
 */
export function receiptVars(
  site: SiteDocument,
  form: FormDefinition | null,
): Record<string, string> {
  if (!form) return {};
  return {
    'receipt.title': withProduct(site, form.toast.title),
    'receipt.text': withProduct(site, form.toast.text),
  };
}

/** The same for a submission that was not stored, saying why and what to do. */
/** Why a submission was not stored, in the site words of the page it came from. */
export function failureReason(site: SiteDocument, kind: FailureKind): string {
  const { failed } = site.forms;
  return kind === 'unknownForm' ? failed.server : failed[kind];
}

export function failureVars(site: SiteDocument, kind: FailureKind, problems: FieldProblem[] = []) {
  const { failed } = site.forms;
  const reason = failureReason(site, kind);
  const details = problems.map((problem) => `${problem.message}.`).join(' ');
  return {
    'receipt.title': withProduct(site, failed.title),
    'receipt.text': [reason, details, failed.goBack].filter(Boolean).join(' '),
  };
}
