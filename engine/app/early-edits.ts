type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor typed, chose or ticked before the app was live, by field. */
export type EarlyEdits = Map<FormControl, string | boolean>;

const isCheckbox = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox';

/** Notes the answer a field now holds, if the event came from a form field. */
export function noteEdit(edits: EarlyEdits, target: EventTarget | null): void {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )) {
    return;
  }
  edits.set(target, isCheckbox(target) ? target.checked : target.value);
}

/**
 * Hands early answers to the live app. React keeps its own record of each field's value
 * and hears only changes from it, so the field is first set through React's setter to
 * something else, then back to the answer by the browser's own, and the event follows:
 * React's form state then holds exactly what the visitor entered.
 */
export function replayEdits(edits: EarlyEdits): void {
  for (const [control, answer] of edits) {
    if (!control.isConnected) continue;
    if (isCheckbox(control)) {
      control.checked = !answer;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = String(answer);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const value = String(answer);
      control.value = value === '' ? ' ' : '';
      browserValueSetter(control)?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

function browserValueSetter(control: HTMLInputElement | HTMLTextAreaElement) {
  const prototype =
    control instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : HTMLTextAreaElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}
