import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { WidgetProps } from './widget-props';

/** A tick box with its label beside it, and its message under it. */
export function CheckboxWidget({ field, id, value, error, onChange, inputRef }: WidgetProps) {
  const errorId = `${id}-error`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref: inputRef,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
              },
            }}
          />
        }
        label={field.label}
      />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
