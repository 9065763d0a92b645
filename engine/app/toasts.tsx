import {
  createContext,
  useCallback,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

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

const ShowToastContext = createContext<((toast: Toast) => void) | null>(null);

/**
 * Shows the site's toasts. Nothing shows one before a visitor acts, so the toast code
 * (notistack and its host) loads the first time one is asked for.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly Toast[]>([]);
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(null);
  const show = useCallback((toast: Toast) => {
    setPending((queue) => [...queue, toast]);
    void import('./ToastHost').then(({ ToastHost }) => setHost(() => ToastHost));
  }, []);
  const onShown = useCallback((count: number) => setPending((queue) => queue.slice(count)), []);
  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {Host && <Host pending={pending} onShown={onShown} />}
    </ShowToastContext.Provider>
  );
}

/** Shows a toast; the component must be inside a ToastProvider. */
export function useShowToast(): (toast: Toast) => void {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useShowToast must be used inside a ToastProvider');
  return show;
}
