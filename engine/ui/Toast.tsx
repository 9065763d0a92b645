import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toasts with backgrounds dark enough for white text (WCAG AA): its
 * default green and orange are too light.
 */
export const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.toast.success },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.toast.error },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.toast.warning },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.toast.info },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.toast.default },
}));

export const toastComponents = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};
