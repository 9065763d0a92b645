import type { ComponentType } from 'react';
import type { FieldKind } from '../form-types';
import { CheckboxWidget } from './CheckboxWidget';
import { HiddenWidget } from './HiddenWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './widget-props';

/** The one map from a field's `kind` to the widget that asks for it. */
export const widgets = {
  text: TextWidget,
  email: TextWidget,
  tel: TextWidget,
  url: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  hidden: HiddenWidget,
} satisfies Record<FieldKind, ComponentType<WidgetProps>>;

/** The widget of a kind; a kind the map lacks (or one of Object's own names) is an error. */
export function widgetFor(kind: string): ComponentType<WidgetProps> {
  if (!Object.hasOwn(widgets, kind)) {
    throw new Error(
      `No widget for the field kind "${kind}"; kinds: ${Object.keys(widgets).join(', ')}.`,
    );
  }
  return widgets[kind as FieldKind];
}
