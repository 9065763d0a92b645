import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

export interface Notice {
  title: string;
  text: string;
}

/** Shows a toast with a bold title and a line of text, like the public forms' confirmations. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, text }: Notice, variant: VariantType = 'success') =>
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {text}
        </Box>,
        { variant },
      ),
    [enqueueSnackbar],
  );
}
