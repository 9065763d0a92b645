import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LocalLink } from '../ui/LocalLink';
import { mirroredInRtl } from '../ui/icons';
import { serviceName } from '../services/service-path';
import { useSite } from '../ui/site-context';

/** Home > Services > {Name}, on service paths only, with the name as written. */
export function ServiceBreadcrumb({ slug, recordName }: { slug: string; recordName?: string }) {
  const { services, ui } = useSite();
  const name = serviceName(services, slug, recordName);
  return (
    <Box sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Breadcrumbs
          aria-label={ui.breadcrumb}
          separator={<NavigateNext fontSize="small" sx={mirroredInRtl} />}
          sx={{ py: 1.25, fontSize: '0.9rem' }}
        >
          <Link component={LocalLink} to="/" underline="hover" color="text.secondary">
            {ui.breadcrumbHome}
          </Link>
          <Link component={LocalLink} to="/services" underline="hover" color="text.secondary">
            {ui.breadcrumbServices}
          </Link>
          <Typography
            aria-current="page"
            sx={{ fontWeight: 700, fontSize: 'inherit' }}
            color="text.primary"
          >
            {name}
          </Typography>
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
