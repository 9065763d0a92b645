import type { HumanError } from './humanise';
import { walkObjects as walk, type Path } from './walk-objects';

export interface LinkContext {
  /** Every static route of the site, such as `/` and `/services/cloud`. */
  routes: ReadonlySet<string>;
  /** Route patterns served by templates, such as `/services/:slug`. */
  patterns: readonly string[];
}

/**
 * Checks that need the whole document (and the site's routes): ids are unique,
 * every `open` names a dialog on the page, every `scrollTo` an id on the page, and
 * every `to` (and a consent box's privacy page) a page that exists.
 */
export function crossCheck(page: { blocks?: unknown }, links?: LinkContext): HumanError[] {
  const problems: HumanError[] = [];
  const ids = new Map<string, Path>();
  const dialogIds = new Set<string>();
  // Each dialog's form fields, for the presets of the buttons that open it.
  const dialogFields = new Map<string, Record<string, unknown>[]>();
  const actions: { path: Path; action: Record<string, unknown> }[] = [];
  // A consent box's privacy page (a checkbox with `consent: /privacy`) is a link too.
  const consents: { path: Path; to: string }[] = [];
  const autoReplies: { path: Path; form: Record<string, unknown> }[] = [];

  walk(page.blocks, ['blocks'], (value, path) => {
    if (typeof value.id === 'string') {
      if (ids.has(value.id)) {
        problems.push({
          code: 'duplicate-id',
          path: [...path],
          message: `the id '${value.id}' is already used at ${show(ids.get(value.id)!)}`,
          hint: `Rename one of the two: an id names one element of its page.`,
        });
      } else ids.set(value.id, [...path]);
      if (value.type === 'dialog-form') {
        dialogIds.add(value.id);
        const fields = (value.form as { fields?: unknown } | undefined)?.fields;
        if (Array.isArray(fields)) dialogFields.set(value.id, fields as Record<string, unknown>[]);
      }
    }
    if (
      typeof value.label === 'string' &&
      ['to', 'href', 'scrollTo', 'open'].some((key) => key in value)
    ) {
      actions.push({ path: [...path], action: value });
    }
    if (value.kind === 'checkbox' && typeof value.consent === 'string') {
      consents.push({ path: [...path, 'consent'], to: value.consent });
    }
    if (Array.isArray(value.fields) && value.autoReply && typeof value.autoReply === 'object') {
      autoReplies.push({ path: [...path, 'autoReply'], form: value });
    }
  });

  const anchors = new Set(ids.keys());
  for (const { path, action } of actions) {
    if (typeof action.open === 'string' && !dialogIds.has(action.open)) {
      problems.push({
        code: 'unknown-dialog',
        path: [...path, 'open'],
        message: `no dialog with id '${action.open}' on this page${list(dialogIds, 'dialogs here')}`,
        hint: `Add a dialog-form block with id: ${action.open} to this page, or open one that is here.`,
      });
    }
    if (typeof action.open === 'string' && action.preset && typeof action.preset === 'object') {
      const fields = dialogFields.get(action.open) ?? [];
      for (const [name, value] of Object.entries(action.preset)) {
        const problem = presetProblem(fields, name, value);
        if (problem) {
          problems.push({
            code: 'unknown-preset',
            path: [...path, 'preset', name],
            message: problem,
            hint: `Preset a choice (a select) of the dialog '${action.open}'${list(
              fields.filter((field) => field.kind === 'select').map((field) => String(field.name)),
              'choices',
            )} with one of its options.`,
          });
        }
      }
    }
    if (typeof action.scrollTo === 'string' && !anchors.has(action.scrollTo)) {
      problems.push({
        code: 'unknown-anchor',
        path: [...path, 'scrollTo'],
        message: `no element with id '${action.scrollTo}' on this page${list(anchors, 'ids here')}`,
        hint: `Give the block to scroll to id: ${action.scrollTo}, or scroll to an id that is here.`,
      });
    }
    if (typeof action.to === 'string' && links && !routeExists(action.to, links)) {
      problems.push({
        code: 'broken-link',
        path: [...path, 'to'],
        message: `'${action.to}' leads to no page of the site`,
      });
    }
  }
  for (const { path, to } of consents) {
    if (links && !routeExists(to, links)) {
      problems.push({
        code: 'broken-link',
        path,
        message: `'${to}' leads to no page of the site: a consent box links to the privacy page`,
      });
    }
  }
  for (const { path, form } of autoReplies) problems.push(...checkAutoReply(form, path));
  return problems;
}

/**
 * A form's automatic reply goes to its `email` answer, and each `{name}` in it names one
 * of the form's fields.
 */
function checkAutoReply(form: Record<string, unknown>, path: Path): HumanError[] {
  const names = (form.fields as unknown[]).flatMap((field) =>
    field && typeof field === 'object' && typeof (field as { name?: unknown }).name === 'string'
      ? [(field as { name: string }).name]
      : [],
  );
  const problems: HumanError[] = [];
  if (!names.includes('email')) {
    problems.push({
      code: 'auto-reply-without-email',
      path,
      message: 'the form has no field named email to send its automatic reply to',
      hint: 'Add a field with name: email and kind: email, or remove autoReply.',
    });
  }
  const reply = form.autoReply as Record<string, unknown>;
  for (const part of ['subject', 'body'] as const) {
    const text = reply[part];
    if (typeof text !== 'string') continue;
    for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
      // {product} is the brand's name, filled in on every page before a form is used;
      // {download}, the link to the file a form with `download:` gives.
      if (names.includes(name!) || name === 'product') continue;
      if (name === 'download' && typeof form.download === 'string') continue;
      problems.push({
        code: 'unknown-placeholder',
        path: [...path, part],
        message: `{${name}} names no field of this form (its fields: ${names.join(', ')})`,
        hint: 'Write the name of one of the fields in braces, or leave the braces out.',
      });
    }
  }
  return problems;
}

/** True when a path (query and hash ignored) is a route or matches a template pattern. */
export function routeExists(to: string, links: LinkContext): boolean {
  const pathname = to.split(/[?#]/)[0] || '/';
  if (links.routes.has(pathname)) return true;
  return links.patterns.some((pattern) => {
    const parts = pattern.split('/');
    const target = pathname.split('/');
    return (
      parts.length === target.length &&
      parts.every((part, index) =>
        part.startsWith(':') ? /^[a-z0-9-]+$/.test(target[index] ?? '') : part === target[index],
      )
    );
  });
}

/** What is wrong with presetting the field `name` to `value`, if anything. */
function presetProblem(
  fields: readonly Record<string, unknown>[],
  name: string,
  value: unknown,
): string | undefined {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return `the dialog's form has no field '${name}'`;
  if (field.kind !== 'select') return `'${name}' is not a choice: a preset picks an option`;
  const options = Array.isArray(field.options) ? (field.options as { value?: unknown }[]) : [];
  if (!options.some((option) => option.value === value)) {
    return `'${String(value)}' is not one of the options of '${name}'${list(
      options.map((option) => String(option.value)),
      'options',
    )}`;
  }
  return undefined;
}

function show(path: Path): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index ? `.${segment}` : segment,
    )
    .join('');
}

function list(values: Iterable<string>, what: string): string {
  const all = [...values];
  return all.length ? ` (${what}: ${all.join(', ')})` : '';
}
