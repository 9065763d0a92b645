import { errorReference } from '../../pages/error-reference';
import { submitLeadErrorReference } from '../../leads/submit-lead-error-reference';
import { apiErrorReference } from '../../errors/api-error-reference';
import { blockReference } from './block-reference';
import { generatedSchemaFiles } from './generated-schemas';
import { serviceShapeFile, serviceShapeModule } from './service-shape-code';
import { recordValidatorModule, recordValidators } from './record-validator-code';

/** Every file `npm run schemas` writes, keyed by its path under the project. */
export function generatedFiles(): Record<string, string> {
  return {
    ...generatedSchemaFiles(),
    ...Object.fromEntries(
      Object.entries(recordValidators).map(([file, record]) => [
        file,
        recordValidatorModule(record),
      ]),
    ),
    [serviceShapeFile]: serviceShapeModule(),
    'docs/blocks.md': blockReference(),
    'docs/errors.md': `${errorReference()}\n${apiErrorReference()}\n${submitLeadErrorReference()}`,
  };
}
