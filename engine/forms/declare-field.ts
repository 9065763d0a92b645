// Not apply-defaults.ts, which holds every block's schema: the admin's dialogs need none.
import { applyDefaults } from '../document/schema-defaults';
import { commonFieldProperties } from '../schema/form-field-common.schema';
import type { FormField } from './form-types';

/** What a field declared in code must give; the rest has the schema's defaults. */
export type FieldDeclaration = Partial<FormField> & Pick<FormField, 'name' | 'label'>;

/** A field declared in code (an admin dialog's), with the defaults a field in YAML gets. */
export function declareField(declaration: FieldDeclaration): FormField {
  return applyDefaults({ properties: commonFieldProperties }, declaration) as FormField;
}
