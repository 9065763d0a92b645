import Stack from '@mui/material/Stack';
import { ActionButton, type Action } from './ActionButton';

interface Props {
  actions: readonly Action[] | undefined;
  /** Space above the row, in theme spacing units. */
  mt?: number;
  align?: 'center' | 'start';
  /** Variant for actions that do not name one. */
  variant?: Action['variant'];
}

/** A section's buttons: stacked on phones, side by side from `sm` up. */
export function ActionRow({ actions, mt = 5, align = 'center', variant }: Props) {
  if (!actions || actions.length === 0) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt, justifyContent: align === 'center' ? 'center' : 'flex-start' }}
    >
      {actions.map((action) => (
        <ActionButton
          key={action.label}
          action={variant ? { variant, ...action } : action}
          size="large"
        />
      ))}
    </Stack>
  );
}
