import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { useEffect, useState } from 'react';
import { ActionButton } from '../../engine/ui/ActionButton';
import type { floatingActionSchema } from './floating-action.schema';

export type FloatingActionProps = FromSchema<typeof floatingActionSchema>;

/** Room the button needs at the bottom of the window, including its offset. */
const reservedSpace = { xs: 76, sm: 88 };

export function FloatingAction({ id, action }: FloatingActionProps) {
  const scrolled = useScrolledPastFirstScreen();
  // On phones the opening screen already carries the same button, so this one waits
  // below the edge until the visitor scrolls on, or until keyboard focus reaches it.
  const tucked = { transform: 'translateY(calc(100% + 32px))', opacity: 0 };
  return (
    <>
      <GlobalStyles
        styles={{
          html: { scrollPaddingBottom: reservedSpace.sm },
          // The footer ends with room to spare, so its last line is never underneath.
          'footer::after': { content: '""', display: 'block', height: reservedSpace.xs },
        }}
      />
      <ActionButton
        id={id}
        action={{ variant: 'primary', ...action }}
        size="large"
        sx={{
          position: 'fixed',
          zIndex: 'speedDial',
          right: ({ spacing }) => ({ xs: spacing(1.5), sm: spacing(3) }),
          bottom: ({ spacing }) => ({
            xs: `calc(${spacing(1.5)} + env(safe-area-inset-bottom))`,
            sm: spacing(3),
          }),
          maxWidth: ({ spacing }) => `calc(100vw - ${spacing(3)})`,
          minHeight: { xs: 48, sm: 52 },
          px: { xs: 2.25, sm: 3 },
          fontSize: { xs: '0.95rem', sm: '1rem' },
          whiteSpace: 'nowrap',
          boxShadow: ({ palette }) => `0 10px 30px ${alpha(palette.band.dark, 0.35)}`,
          transition: 'transform 250ms ease, opacity 250ms ease, box-shadow 150ms ease',
          '@media (max-width: 599.95px)': scrolled ? {} : tucked,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          '&:hover': {
            boxShadow: ({ palette }) => `0 12px 34px ${alpha(palette.band.dark, 0.45)}`,
          },
          '&.Mui-focusVisible, &:focus-visible': {
            transform: 'none',
            opacity: 1,
            outline: ({ palette }) => `3px solid ${palette.highlight.main}`,
            outlineOffset: 3,
          },
        }}
      />
    </>
  );
}

/** True once the page has scrolled half a window height, checked on every scroll. */
function useScrolledPastFirstScreen(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
