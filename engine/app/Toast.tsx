import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toasts with backgrounds dark enough for white text (WCAG AA): its
 * default green and orange are too light.
 */
export const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#17663A' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B42318' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A4B00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1646C4' },
  '&.notistack-MuiContent-default': { backgroundColor: '#0B1B33' },
});

export const toastComponents = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};
