import TextField from '@mui/material/TextField';
import { textFieldProps } from './text-field-props';
import type { WidgetProps } from './widget-props';

/** Several lines: `rows` tall, or at least that tall when it grows with its text. */
export function TextareaWidget(props: WidgetProps) {
  const { rows = 3, grow } = props.field;
  return (
    <TextField
      {...textFieldProps(props)}
      multiline
      rows={grow ? undefined : rows}
      minRows={grow ? rows : undefined}
    />
  );
}
