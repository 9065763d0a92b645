import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { type ServicesEntryProps } from './menu-items';
import { servicesMenuAnchor, ServicesMenuPanel } from './ServicesMenuPanel';

const panelId = 'services-menu';

/**
 * The header's services button and its dropdown (ServicesMenuPanel), a popover the button
 * shows by itself: it opens before and without the app, and the browser tells assistive
 * technology whether it is open.
 */
export function ServicesMenu({ label, to, active }: ServicesEntryProps) {
  return (
    <>
      <Button
        color="inherit"
        popoverTarget={panelId}
        aria-current={active ? 'page' : undefined}
        endIcon={<ExpandMore />}
        sx={navButtonSx(active)}
        style={{ anchorName: servicesMenuAnchor }}
      >
        {label}
      </Button>
      <ServicesMenuPanel id={panelId} label={label} to={to} />
    </>
  );
}

/** The space either side of a navigation label; the active underline spans the label. */
const labelInset = 1.5;

export function navButtonSx(active: boolean) {
  return {
    fontWeight: active ? 800 : 600,
    color: active ? 'primary.main' : 'text.primary',
    borderRadius: 2,
    px: labelInset,
    // A label never wraps: a header too narrow for its links overflows, which tests catch.
    whiteSpace: 'nowrap',
    position: 'relative',
    '&::after': active
      ? {
          content: '""',
          position: 'absolute',
          left: ({ spacing }: Theme) => spacing(labelInset),
          right: ({ spacing }: Theme) => spacing(labelInset),
          bottom: 2,
          height: 2,
          bgcolor: 'primary.main',
          borderRadius: 1,
        }
      : undefined,
  } as const;
}
