import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useOtherLanguages } from '../../ui/use-other-languages';
import { useUi } from '../../ui/site-context';

/**
 * The staff page in each other language, where staff look while signing in and once in: a
 * plain link (the other page is a new document, with its own direction and font) named in
 * its language, as the header's language switcher names it. The query goes along, so an
 * opened admin link still signs in there, and the session is the same on both pages.
 */
export function StaffLanguageLinks() {
  const ui = useUi();
  const others = useOtherLanguages();
  if (others.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={ui.languages}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      {others.map(({ locale, href }) => (
        <Link
          key={locale.code}
          href={href}
          lang={locale.code}
          hrefLang={locale.code}
          dir={locale.dir}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          <TranslateIcon fontSize="small" aria-hidden />
          {locale.name}
        </Link>
      ))}
    </Box>
  );
}
