import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pathInLocale } from '../locale/locales';
import { useLocale, useUi } from '../ui/site-context';

/**
 * A service page in a language its record is not written in: says so in that language
 * and links to the page in the default one, rather than show the default language's words
 * as if they were a translation. The page is kept out of search engines.
 */
export function UntranslatedRecord({ name, pathname }: { name: string; pathname: string }) {
  const ui = useUi();
  const { locales } = useLocale();
  const original = locales[0]!;
  return (
    <Box component="main" id="main" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography
          variant="h1"
          lang={original.code}
          dir="auto"
          sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}
        >
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {ui.untranslatedRecord}
        </Typography>
        <Button
          variant="contained"
          size="large"
          href={pathInLocale(pathname, original, locales)}
          hrefLang={original.code}
          sx={{ mt: 4 }}
        >
          {ui.readUntranslated}
        </Button>
      </Container>
    </Box>
  );
}
