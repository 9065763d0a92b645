import { describe, expect, it } from 'vitest';
import { overBudgetFiles, withinBudgetFiles } from '../../../tests/fixtures/costly-imports';
import { uploadedServices } from '../../../tests/fixtures/uploaded-services';

// How long each takes is measured by `npm run bench`; here, that each is decided at all,
// without a stack overflow.
const TOO_MANY_VALUES =
  'The YAML file has too many values (more than 100,000 keys, values and list items). Split it into smaller files.';

describe('importServices, as the upload shows it: the costliest files up to the cap', () => {
  it.each(overBudgetFiles)('refuses %s as too many values', (_label, text) => {
    expect(uploadedServices(text).fatal?.message).toBe(TOO_MANY_VALUES);
  });

  it.each(withinBudgetFiles)('decides %s', (_label, text) => {
    const result = uploadedServices(text);
    expect(result.services.length + result.errors.length).toBeGreaterThan(0);
    expect(result.fatal?.message ?? '').not.toMatch(/stack|recursion/i);
  });
});
