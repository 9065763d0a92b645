import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { localizePath } from '../../locale/locales';
import { useLocale, useSite } from '../../ui/site-context';
import type { FieldOf } from '../form-types';
import type { WidgetProps } from './widget-props';

/**
 * A tick box with its label beside it, and its message under it. A consent box links to the
 * privacy page under its label, in a new tab so nothing typed is lost.
 */
export function CheckboxWidget({
  field,
  id,
  value,
  error,
  onChange,
  inputRef,
}: WidgetProps<FieldOf<'checkbox'>>) {
  const site = useSite();
  const { locale } = useLocale();
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
      {field.consent && (
        <Box sx={{ paddingInlineStart: '32px', fontSize: '0.875rem' }}>
          <Link href={localizePath(field.consent, locale)} target="_blank" rel="noopener">
            {site.forms.privacyLink}
          </Link>
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
