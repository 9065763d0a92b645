import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { corePages, specialtyPages } from './e2e/service-page-facts';

// The lead dialog of every service page, as its page document declares it: the words the
// specification gives it, the fields it requires, what it sends, and the buttons that open
// it. The browser tests send two dialogs of each kind of page; the rest share their block.

interface Field {
  name: string;
  label: string;
  kind?: string;
  required?: boolean;
  default?: string;
}

interface DialogBlock {
  type: 'dialog-form';
  id: string;
  title: string;
  form: { submitLabel: string; fields: Field[]; toast: { title: string; text: string } };
}

function pageDocument(route: string): unknown {
  return parse(readFileSync(`pages${route}.yaml`, 'utf8'));
}

/** Every object in a document, depth first. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const item of Object.values(value)) yield* objects(item);
  }
}

function dialogOf(document: unknown, title: string): DialogBlock {
  const dialog = [...objects(document)].find(
    (item) => item.type === 'dialog-form' && item.title === title,
  );
  expect(dialog, `a dialog-form titled "${title}"`).toBeDefined();
  return dialog as unknown as DialogBlock;
}

/** The labels of the buttons and links that open a dialog. */
const openers = (document: unknown, id: string) =>
  [...objects(document)].filter((item) => item.open === id).map((item) => item.label);

const presetService = (dialog: DialogBlock) =>
  dialog.form.fields.find((field) => field.name === 'service' && field.kind === 'hidden')?.default;

function expectRequiresContact(dialog: DialogBlock) {
  for (const label of ['Full Name', 'Work Email', 'Company']) {
    const field = dialog.form.fields.find((one) => one.label === label);
    expect(field?.required, `${dialog.title}: ${label} is required`).toBe(true);
  }
}

describe('the lead dialogs of the core service pages', () => {
  it.each(corePages)('$route: its words, fields, preset and opener', (core) => {
    const document = pageDocument(core.route);
    const dialog = dialogOf(document, core.dialog.title);
    expect(dialog.form.submitLabel).toBe(core.dialog.submit);
    expect(dialog.form.toast).toEqual(core.dialog.toast);
    expectRequiresContact(dialog);
    expect(presetService(dialog)).toBe(core.dialog.service);
    if (core.dialog.phoneLabel) {
      expect(dialog.form.fields.map((field) => field.label)).toContain(core.dialog.phoneLabel);
    }
    expect(openers(document, dialog.id)).toContain(core.dialog.button);
  });
});

describe('the request dialogs of the specialty service pages', () => {
  it.each(specialtyPages)('$slug: its words, fields, preset and both openers', (spec) => {
    const document = pageDocument(`/services/${spec.slug}`);
    const dialog = dialogOf(document, spec.dialog.title);
    expect(dialog.form.submitLabel).toBe(spec.dialog.submit);
    expect(dialog.form.toast).toEqual(spec.dialog.toast);
    expectRequiresContact(dialog);
    expect(presetService(dialog)).toBe(spec.dialog.presetService ? spec.slug : undefined);
    for (const label of spec.dialog.optionalFields) {
      const field = dialog.form.fields.find((one) => one.label === label);
      expect(field, `${spec.slug}: ${label}`).toBeDefined();
      expect(field?.required, `${spec.slug}: ${label} is optional`).toBeFalsy();
    }
    expect(openers(document, dialog.id)).toEqual(
      expect.arrayContaining([spec.dialog.heroButton, spec.dialog.otherButton]),
    );
  });
});
