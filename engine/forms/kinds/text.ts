import type { FieldOfProps } from './field-base';
import { lineOfTextProps, textKind } from './text-kind';

/** A line of text, the kind of a field that names none. */
export const textProps = lineOfTextProps('Text field', 'a line of text');
export const text = textKind<FieldOfProps<typeof textProps>>({ maxLength: 300 });
