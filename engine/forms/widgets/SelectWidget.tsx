import NativeSelect from '@mui/material/NativeSelect';
import { useSite } from '../../ui/site-context';
import type { FieldOf } from '../form-types';
import { OutlinedField } from './OutlinedField';
import type { WidgetProps } from './widget-props';

/**
 * A choice from the field's options (and any a query preset added), after an empty choice
 * a required select refuses. The browser's own select: it works before and without
 * JavaScript, with the phone's picker.
 */
export function SelectWidget(props: WidgetProps<FieldOf<'select'>>) {
  const { field } = props;
  const site = useSite();
  return (
    <OutlinedField
      widget={props}
      shrinkLabel
      wrap={(input) => (
        <NativeSelect input={input}>
          <option value="" disabled={field.required}>
            {field.placeholder ?? site.forms.selectPrompt}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
