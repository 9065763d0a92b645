import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { scrollToTop } from '../render/scroll';

/** Delay before scrolling to the top after choosing a service. */
export const serviceScrollDelayMs = 100;

const loadList = () => import('./ServicesMenuList');
const ServicesMenuList = lazy(() =>
  loadList().then((module) => ({ default: module.ServicesMenuList })),
);

/**
 * The header's services button and its dropdown (ServicesMenuList), whose code loads
 * when a visitor reaches for the button.
 */
export function ServicesMenu({
  label,
  to,
  active,
}: {
  label: string;
  to: string;
  active: boolean;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);

  const chosen = () => {
    setAnchor(null);
    window.setTimeout(scrollToTop, serviceScrollDelayMs);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={active ? 'page' : undefined}
        endIcon={<ExpandMore />}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={navButtonSx(active)}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ServicesMenuList
            id={menuId}
            label={label}
            to={to}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            chosen={chosen}
          />
        </Suspense>
      )}
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
