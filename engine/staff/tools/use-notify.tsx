import { useCallback } from 'react';
import { useShowToast, type Toast } from '../../ui/toasts';

export interface Notice {
  title: string;
  text: string;
}

/** Shows a toast with a bold title and a line of text, like the public forms' confirmations. */
export function useNotify() {
  const show = useShowToast();
  return useCallback(
    ({ title, text }: Notice, variant: Toast['variant'] = 'success') =>
      show({ title, text, variant }),
    [show],
  );
}
