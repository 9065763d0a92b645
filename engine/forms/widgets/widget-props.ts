import type { FormField } from '../form-types';
import type { FormValues } from '../form-types';

/** An element a field's focus can move to. */
export interface Focusable {
  focus(): void;
}

/** What every widget is given: its field's declaration, the answer and its message. */
export interface WidgetProps<F extends FormField = FormField> {
  field: F;
  /** The input's id, unique on the page. */
  id: string;
  value: FormValues[string];
  /** The message that blocks the answer, shown under the field. */
  error: string | undefined;
  onChange: (value: FormValues[string]) => void;
  /** Receives the element focus moves to when the field's answer is refused. */
  inputRef: (element: Focusable | null) => void;
  /** Shown, focusable and read, but not changed (text fields only). */
  readOnly?: boolean;
}
