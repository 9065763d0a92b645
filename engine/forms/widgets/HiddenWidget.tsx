import type { WidgetProps } from './widget-props';

/**
 * Nothing to show: the answer is the field's default or its query preset, as the page was
 * rendered with it (a template's `{record.slug}` filled in), sent with the others, and in
 * the HTML, so a form posted without JavaScript carries it too.
 */
export function HiddenWidget({ field, value }: WidgetProps) {
  return <input type="hidden" name={field.name} value={String(value ?? '')} />;
}
