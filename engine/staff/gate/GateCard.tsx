import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { StaffLanguageLinks } from './StaffLanguageLinks';

/** The band every step of the gate sits in, the height of the dashboard it stands for. */
export function GateBand({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={{ bgcolor: 'background.muted', py: { xs: 4, md: 8 }, minHeight: '70vh' }}
    >
      <Container maxWidth="sm" sx={{ px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}

/**
 * One step of the gate: an icon, its heading and text, then its form. When a step replaces
 * another, the button that was pressed is gone, so focus moves to the new heading.
 */
export function GateCard({
  icon,
  heading,
  text,
  children,
}: {
  icon: ReactNode;
  heading: string;
  text: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) headingRef.current?.focus();
  }, []);
  return (
    <GateBand labelledBy={headingId}>
      <Card sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.soft',
              color: 'primary.dark',
            }}
          >
            {icon}
          </Box>
          <StaffLanguageLinks />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography
            variant="h1"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, outline: 'none' }}
          >
            {heading}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </Box>
        {children}
      </Card>
    </GateBand>
  );
}
