import { createContext, useContext, type ReactNode } from 'react';
import type { FormReceipt, FormSubmission } from './form-types';

/**
 * Where a form sends what a visitor wrote. The app hands down the site's data port
 * (engine/data/form-port.ts); forms never import it, so blocks that show forms stay below it.
 */
export interface FormPort {
  /**
   * Stores a submission as a lead; rejects with a DataRequestError when it was not stored.
   * A form that gives a file (`download:`) is answered with the link to it.
   */
  submitForm(submission: FormSubmission): Promise<FormReceipt | void>;
  /** Whether the server hands out form tickets (the site's own server does; static hosting not). */
  handsOutTickets: boolean;
}

const FormPortContext = createContext<FormPort | null>(null);

export function FormPortProvider({ port, children }: { port: FormPort; children: ReactNode }) {
  return <FormPortContext.Provider value={port}>{children}</FormPortContext.Provider>;
}

export function useFormPort(): FormPort {
  const port = useContext(FormPortContext);
  if (!port)
    throw new Error('A form needs a FormPortProvider above it (engine/app/PageProviders).');
  return port;
}
