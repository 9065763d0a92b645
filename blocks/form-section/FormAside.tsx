import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ActionButton } from '../../engine/ui/ActionButton';
import { KeepRangesTogether } from '../../engine/ui/bidi-runs';
import { Icon } from '../../engine/ui/icons';
import { IconTile } from '../../engine/ui/IconTile';
import type { SectionLook } from '../../engine/ui/Section';
import type { FormSectionProps } from './form-section.schema';
import { TickList } from '../../engine/ui/TickList';
import { DescriptionGrid } from '../../engine/ui/DescriptionGrid';

type Aside = NonNullable<FormSectionProps['aside']>;
type Detail = NonNullable<Aside['details']>[number];

/** Beside the form: how else to reach the team, and what happens next. */
export function FormAside({ aside, look }: { aside: Aside; look: SectionLook }) {
  const { dark, muted, headingLevel } = look;
  const headingId = useId();
  return (
    <>
      <Box>
        <Typography
          variant="h3"
          component={headingLevel}
          id={headingId}
          sx={{ fontSize: '1.4rem' }}
        >
          {aside.heading}
        </Typography>
        {aside.text && <Typography sx={{ mt: 1, color: muted }}>{aside.text}</Typography>}
      </Box>
      {aside.details && aside.details.length > 0 && (
        <DescriptionGrid sx={{ gap: 2.5 }}>
          {aside.details.map((detail) => (
            <AsideDetail key={detail.label} detail={detail} dark={dark} muted={muted} />
          ))}
        </DescriptionGrid>
      )}
      {aside.notes && aside.notes.length > 0 && (
        <TickList items={aside.notes} dark={dark} labelledBy={headingId} />
      )}
      {aside.actions && aside.actions.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }}
          sx={{ gap: 1.5, alignItems: 'flex-start' }}
        >
          {aside.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </Stack>
      )}
    </>
  );
}

function AsideDetail({ detail, dark, muted }: { detail: Detail; dark: boolean; muted: string }) {
  const external = detail.href?.startsWith('https://');
  return (
    <Box sx={{ position: 'relative', pl: detail.icon ? 7 : 0, minHeight: 40 }}>
      <Typography component="dt" variant="body2" sx={{ color: muted, fontWeight: 600 }}>
        {detail.icon && (
          <IconTile
            component="span"
            size={40}
            radius={2.5}
            dark={dark}
            sx={{ position: 'absolute', left: 0, top: 0 }}
          >
            <Icon name={detail.icon} fontSize="small" />
          </IconTile>
        )}
        {detail.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {detail.href ? (
          <Link
            href={detail.href}
            // A phone number reads left to right on a right-to-left page too.
            {...(detail.href.startsWith('tel:') ? { dir: 'ltr' } : {})}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            sx={{ color: dark ? 'band.contrastText' : 'primary.dark' }}
          >
            {detail.value}
          </Link>
        ) : (
          <KeepRangesTogether text={detail.value} />
        )}
      </Typography>
    </Box>
  );
}
