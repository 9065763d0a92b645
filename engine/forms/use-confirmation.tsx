import { useCallback } from 'react';
import { useShowToast, type Toast } from '../ui/toasts';

function useToast(variant: Toast['variant']) {
  const show = useShowToast();
  return useCallback(
    (title: string, text: string) => show({ title, text, variant }),
    [show, variant],
  );
}

/** Shows a success toast with a bold title and a line of text. */
export const useConfirmation = () => useToast('success');

/** Shows an error toast the same way, for a submission that was not stored. */
export const useFailureNotice = () => useToast('error');
