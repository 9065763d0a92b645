import Box from '@mui/material/Box';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toastComponents } from './Toast';
import type { ToastHostProps } from './toast-types';

/** Where toasts appear (bottom centre, three at most, each for six seconds). */
export function ToastHost({ pending, onShown }: ToastHostProps) {
  useEffect(() => {
    if (pending.length === 0) return;
    for (const { title, text, variant } of pending) {
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {text}
        </Box>,
        { variant },
      );
    }
    onShown(pending.length);
  }, [pending, onShown]);
  return (
    <SnackbarProvider
      Components={toastComponents}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={6000}
    />
  );
}
