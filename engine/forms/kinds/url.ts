import type { FieldOfProps } from './field-base';
import { lineOfTextProps, textKind } from './text-kind';

export const urlProps = lineOfTextProps('Web address field', 'a web address');
export const url = textKind<FieldOfProps<typeof urlProps>>({ maxLength: 500 });
