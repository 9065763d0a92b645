/**
 * JSON safe to place inside a <script> element. (Apart from page-data.ts, which the
 * starter imports: only the server and the app's head tags need it.)
 */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
