import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PhoneLink } from '../ui/bidi-runs';
import { LocalLink } from '../ui/LocalLink';
import { interpolate } from '../locale/interpolate';
import { Logo } from './Logo';
import { useSite } from '../ui/site-context';

const linkSx = { color: 'band.muted', '&:hover': { color: 'band.contrastText' } } as const;

export function Footer() {
  const site = useSite();
  const { footer, contact, locations, ui } = site;
  const vars = { product: site.brand.name };
  return (
    <Box component="footer" sx={{ bgcolor: 'band.dark', color: 'band.contrastText', pt: 8, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Logo light />
            <Typography sx={{ mt: 2, color: 'band.muted', fontSize: '0.95rem' }}>
              {interpolate(footer.blurb, vars)}
            </Typography>
            <Link
              href={contact.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              sx={{
                ...linkSx,
                mt: 2,
                display: 'inline-flex',
                gap: 1,
                alignItems: 'center',
                fontWeight: 700,
              }}
            >
              <WhatsApp aria-hidden fontSize="small" /> {footer.whatsappLabel}
            </Link>
          </Box>
          <FooterLinks heading={ui.footerServices} links={footer.serviceLinks} />
          <FooterLinks heading={ui.footerCommunity} links={footer.communityLinks} />
          <Box>
            <Typography component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              {ui.footerLocations}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {locations.map((location) => (
                <Box
                  component="li"
                  key={location.city}
                  sx={{
                    color: 'band.muted',
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                  }}
                >
                  {location.city} ({location.country})
                  {location.status === 'coming-soon' && (
                    <Chip
                      label={ui.comingSoon}
                      size="small"
                      sx={{
                        height: 22,
                        fontSize: '0.72rem',
                        fontWeight: 700,
                        bgcolor: 'highlight.main',
                        color: 'highlight.contrastText',
                      }}
                    />
                  )}
                </Box>
              ))}
            </Box>
            <Box
              component="address"
              sx={{
                mt: 3,
                fontStyle: 'normal',
                color: 'band.muted',
                display: 'grid',
                gap: 0.5,
                fontSize: '0.95rem',
              }}
            >
              <PhoneLink
                phone={contact.phone}
                underline="hover"
                sx={{ ...linkSx, justifySelf: 'start' }}
              />
              <Link href={`mailto:${contact.email}`} underline="hover" sx={linkSx}>
                {contact.email}
              </Link>
              <span>{contact.address}</span>
            </Box>
          </Box>
        </Box>
        <Typography
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'band.divider',
            color: 'band.smallPrint',
            fontSize: '0.85rem',
          }}
        >
          {interpolate(footer.copyright, vars)}
        </Typography>
      </Container>
    </Box>
  );
}

function FooterLinks({
  heading,
  links,
}: {
  heading: string;
  links: { label: string; to: string }[];
}) {
  const { ui } = useSite();
  return (
    <Box
      component="nav"
      aria-label={interpolate(ui.footerNavigation, { heading: heading.toLowerCase() })}
    >
      <Typography component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={LocalLink} to={link.to} underline="hover" sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
