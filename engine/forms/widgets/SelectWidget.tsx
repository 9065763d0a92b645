import TextField from '@mui/material/TextField';
import { textFieldProps } from './text-field-props';
import type { WidgetProps } from './widget-props';

// A native select works before and without JavaScript, and with the phone's own picker.
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A choice from the field's options, after an empty choice a required select refuses. */
export function SelectWidget(props: WidgetProps) {
  const { field, options } = props;
  return (
    <TextField {...textFieldProps(props)} select slotProps={nativeSelect}>
      <option value="" disabled={field.required}>
        {field.placeholder ?? 'Select…'}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
