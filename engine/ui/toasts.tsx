import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Toast, ToastHostProps } from './toast-types';

export type { Toast };

const ShowToastContext = createContext<((toast: Toast) => void) | null>(null);

/**
 * Shows the site's toasts. Nothing shows one before a visitor acts, so the toast code
 * (notistack and its host) is not part of a page's first scripts: it loads once the page
 * is idle, well before any form is sent (so an error toast still shows when the network
 * has gone since), and again when a toast is asked for if that load failed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly Toast[]>([]);
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(null);
  const loadHost = useCallback(() => {
    import('./ToastHost')
      .then(({ ToastHost }) => setHost(() => ToastHost))
      .catch((error: unknown) => console.warn('The toasts could not load yet.', error));
  }, []);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(loadHost);
  }, [loadHost]);
  const show = useCallback(
    (toast: Toast) => {
      setPending((queue) => [...queue, toast]);
      if (!Host) loadHost();
    },
    [Host, loadHost],
  );
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
