import type { ComponentType } from 'react';
import type { FormField } from '../form-types';
import { kindOf } from '../kinds';
import type { WidgetName } from '../kinds/field-kind';
import { CheckboxWidget } from './CheckboxWidget';
import { HiddenWidget } from './HiddenWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './widget-props';

/** The widgets that ask for answers, by the name a kind of field gives (engine/forms/kinds). */
export const widgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  hidden: HiddenWidget,
} satisfies Record<WidgetName, unknown>;

/** The widget of a field: the one its kind names. */
export function widgetFor(field: FormField): ComponentType<WidgetProps> {
  // A kind names a widget made for its own fields (a textarea's reads `rows`), and this
  // field is of that kind; TypeScript cannot follow the lookup.
  return widgets[kindOf(field).widget] as ComponentType<WidgetProps>;
}
