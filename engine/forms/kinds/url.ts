import type { FieldOf } from '../form-types';
import { lineOfTextProps, textKind } from './text-kind';

export const urlProps = lineOfTextProps('Web address field', 'a web address');
export const url = textKind<FieldOf<'url'>>({ maxLength: 500 });
