/**
 * Nothing to show: the answer is the field's default or its query preset, sent with the
 * others (and filled in from the default by the server when the form posts without JavaScript).
 */
export function HiddenWidget() {
  return null;
}
