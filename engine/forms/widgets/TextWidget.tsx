import { OutlinedField } from './OutlinedField';
import type { WidgetProps } from './widget-props';

/** One line of text; its kind (text, email, tel, url) is the input's type. */
export function TextWidget(props: WidgetProps) {
  return <OutlinedField widget={props} input={{ type: props.field.kind ?? 'text' }} />;
}
