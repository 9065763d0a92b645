import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

function useToast(variant: VariantType) {
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
        { variant },
      ),
    [enqueueSnackbar, variant],
  );
}

/** Shows a success toast with a bold title and a line of text. */
export const useConfirmation = () => useToast('success');

/** Shows an error toast the same way, for a submission that was not stored. */
export const useFailureNotice = () => useToast('error');
