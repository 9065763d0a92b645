import type { TextFieldProps } from '@mui/material/TextField';
import type { WidgetProps } from './widget-props';

/** The props every widget built on MUI's TextField shares: name, label, answer, message. */
export function textFieldProps({
  field,
  id,
  value,
  error,
  onChange,
  inputRef,
}: WidgetProps): TextFieldProps {
  return {
    id,
    name: field.name,
    inputRef,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    value: typeof value === 'string' ? value : '',
    onChange: (event) => onChange(event.target.value),
    error: Boolean(error),
    helperText: error ?? field.helperText,
  };
}
