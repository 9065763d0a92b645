import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FormValues } from './form-types';
import type { FormFieldsState } from './use-form-fields';
import type { WidgetProps } from './widgets/widget-props';
import { widgetFor } from './widgets/widgets';

/** The grid fields sit in: one column on phones, two from `sm`, where `half` fields pair up. */
export const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

type Change = (name: string, value: FormValues[string]) => void;

interface Props {
  form: FormFieldsState;
  /** What a change does; by default it sets the one answer. */
  onChange?: Change;
  /** Fields shown but not changed, by name (text fields only), such as a record's slug. */
  readOnly?: readonly string[];
  /** Fields drawn by the caller instead of their kind's widget, by name, such as a picture. */
  render?: Readonly<Record<string, (props: WidgetProps) => ReactNode>>;
}

/** Each field of a form in its cell of a `fieldGrid`, drawn by the widget of its kind. */
export function FormFields({ form, onChange, readOnly = [], render = {} }: Props) {
  const change: Change = onChange ?? ((name, value) => form.setValues({ [name]: value }));
  return form.fields.map((field) => {
    const props: WidgetProps = {
      field,
      id: form.idOf(field.name),
      value: form.values[field.name] ?? '',
      error: form.errorOf(field.name),
      onChange: (value) => change(field.name, value),
      inputRef: form.refFor(field.name),
      readOnly: readOnly.includes(field.name),
    };
    const Widget = widgetFor(field);
    return (
      <Box key={field.name} sx={{ gridColumn: field.half ? 'auto' : '1 / -1' }}>
        {Object.hasOwn(render, field.name) ? render[field.name]!(props) : <Widget {...props} />}
      </Box>
    );
  });
}
