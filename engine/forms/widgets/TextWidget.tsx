import TextField from '@mui/material/TextField';
import { textFieldProps } from './text-field-props';
import type { WidgetProps } from './widget-props';

/** One line of text; its kind (text, email, tel, url) is the input's type. */
export function TextWidget(props: WidgetProps) {
  return <TextField {...textFieldProps(props)} type={props.field.kind ?? 'text'} />;
}
