import type { FieldOf } from '../form-types';
import { textareaRows } from '../kinds/textarea';
import { OutlinedField } from './OutlinedField';
import type { WidgetProps } from './widget-props';

/** Several lines: `rows` tall, or at least that tall when it grows with its text. */
export function TextareaWidget(props: WidgetProps<FieldOf<'textarea'>>) {
  const { rows = textareaRows, grow } = props.field;
  return (
    <OutlinedField
      widget={props}
      input={{ multiline: true, rows: grow ? undefined : rows, minRows: grow ? rows : undefined }}
    />
  );
}
