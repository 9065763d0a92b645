/** A toast: a bold title and a line of text, in the look of its kind. */
export interface Toast {
  title: string;
  text: string;
  variant: 'success' | 'error' | 'info' | 'warning';
}

export interface ToastHostProps {
  /** Toasts asked for and not yet shown. */
  pending: readonly Toast[];
  /** Called once the host has shown the pending toasts. */
  onShown: (count: number) => void;
}
