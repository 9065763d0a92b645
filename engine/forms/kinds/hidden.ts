import type { FieldOfProps } from './field-base';
import { lineOfTextProps, textKind } from './text-kind';

/** Its answer is its default or its query preset: nothing shows, the form sends it. */
export const hiddenProps = lineOfTextProps('Hidden field', 'a value sent without being shown');
export const hidden = textKind<FieldOfProps<typeof hiddenProps>>({
  maxLength: 300,
  widget: 'hidden',
});
