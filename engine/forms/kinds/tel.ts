import type { FieldOf } from '../form-types';
import { lineOfTextProps, textKind } from './text-kind';

export const telProps = lineOfTextProps('Phone number field', 'a phone number');
export const tel = textKind<FieldOf<'tel'>>({ maxLength: 100 });
