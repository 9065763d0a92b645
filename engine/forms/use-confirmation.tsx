import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

/** Shows a success toast with a bold title and a line of text. */
export function useConfirmation() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (title: string, text: string) =>
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {text}
        </Box>,
        { variant: 'success' },
      ),
    [enqueueSnackbar],
  );
}
