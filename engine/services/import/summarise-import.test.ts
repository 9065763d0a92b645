import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from './messages';
import { uploadedServices } from '../../../tests/fixtures/uploaded-services';
import { summariseImport } from './summarise-import';

describe('summariseImport', () => {
  it('reports a clean import as a success', () => {
    const result = uploadedServices(
      '- {slug: a, name: A, h1: A}\n- {slug: b, name: B, h1: B}\n- {slug: c, name: C, h1: C}\n',
    );
    expect(summariseImport(result)).toEqual({
      severity: 'success',
      title: 'YAML Import Completed!',
      message: 'Imported 3 services, 0 errors.',
    });
  });

  it('reports skipped services as a warning, singular and plural right', () => {
    const result = uploadedServices('- {slug: a, name: A, h1: A}\n- {name: B}\n');
    expect(summariseImport(result)).toEqual({
      severity: 'warning',
      title: 'YAML Import Completed!',
      message: 'Imported 1 service, 1 error.',
    });
  });

  it('passes a fatal title and message through', () => {
    expect(summariseImport(uploadedServices('services: []\n'))).toEqual({
      severity: 'error',
      title: 'YAML Import Failed',
      message: 'No valid services found in the YAML file.',
    });
  });

  it('formats counts with separators', () => {
    expect(IMPORT_MESSAGES.completed(1234, 2)).toBe('Imported 1,234 services, 2 errors.');
    expect(IMPORT_MESSAGES.completed(0, 1)).toBe('Imported 0 services, 1 error.');
  });
});
