import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactElement } from 'react';
import type { WidgetProps } from './widget-props';

interface Props {
  widget: WidgetProps;
  /** Props of the input itself: its type, its lines. */
  input?: Partial<OutlinedInputProps>;
  /** Keeps the label above the box, for a select that always shows its choice. */
  shrinkLabel?: boolean;
  /** Wraps the input, as a native select does; the input as given otherwise. */
  wrap?: (input: ReactElement<OutlinedInputProps>) => ReactElement;
}

/**
 * A label, an outlined box and the message under it, drawn as MUI's TextField draws them.
 * Built from its parts so that a page with a form loads no code for select menus: every
 * select here is the browser's own.
 */
export function OutlinedField({ widget, input, shrinkLabel, wrap = (element) => element }: Props) {
  const { field, id, value, error, onChange, inputRef, readOnly } = widget;
  const message = error ?? field.helperText;
  const messageId = message ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      size="small"
      required={field.required}
      error={Boolean(error)}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {field.label}
      </InputLabel>
      {wrap(
        <OutlinedInput
          id={id}
          name={field.name}
          inputRef={inputRef}
          fullWidth
          label={field.label}
          notched={shrinkLabel}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          aria-describedby={messageId}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          // A field that cannot change looks it, as a disabled one does, yet stays readable.
          sx={readOnly ? { bgcolor: 'action.hover' } : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />,
      )}
      {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
    </FormControl>
  );
}
