import type { FieldOf } from '../form-types';
import { lineOfTextProps, textKind } from './text-kind';

/** Its answer is its default or its query preset: nothing shows, the form sends it. */
export const hiddenProps = lineOfTextProps('Hidden field', 'a value sent without being shown');
export const hidden = textKind<FieldOf<'hidden'>>({ maxLength: 300, widget: 'hidden' });
