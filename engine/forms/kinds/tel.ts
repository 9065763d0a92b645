import type { FieldOfProps } from './field-base';
import { lineOfTextProps, textKind } from './text-kind';

export const telProps = lineOfTextProps('Phone number field', 'a phone number');
export const tel = textKind<FieldOfProps<typeof telProps>>({ maxLength: 100 });
