// Invoker commands (HTML): a button that names an element and what to do with it, done by
// the browser itself. React passes the attributes through as written.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    /** What the button does to it. */
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
