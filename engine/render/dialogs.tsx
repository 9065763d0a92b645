import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface DialogState {
  openId: string | null;
  open(id: string): void;
  close(): void;
}

const DialogContext = createContext<DialogState | null>(null);

/** Holds which of the page's dialog blocks is open; actions with `open` set it. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((id: string) => setOpenId(id), []);
  const close = useCallback(() => setOpenId(null), []);
  const value = useMemo(() => ({ openId, open, close }), [openId, open, close]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export function useDialogs(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('useDialogs must be used inside a DialogProvider');
  return state;
}
