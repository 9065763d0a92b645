import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

/**
 * A dashboard dialog: as wide as `maxWidth` allows, at most 80% of the screen's height
 * (of what a phone's toolbars leave, where the browser knows it), its content scrolling.
 */
export function DashboardDialog({
  open,
  onClose,
  titleId,
  maxWidth = 'sm',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title, which names it. */
  titleId: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      scroll="paper"
      slotProps={{
        paper: {
          sx: {
            maxHeight: '80vh',
            '@supports (height: 1dvh)': { maxHeight: '80dvh' },
            m: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      {children}
    </Dialog>
  );
}

/** The form a dashboard dialog holds: its title, its content scrolling, then its footer. */
export function DialogForm({
  titleId,
  title,
  onSubmit,
  contentSx,
  footer,
  children,
}: {
  titleId: string;
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  contentSx?: SxProps<Theme>;
  /** The buttons, usually a DialogFooter. */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={contentSx}>
        {children}
      </DialogContent>
      {footer}
    </Box>
  );
}
