import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useLocation } from 'react-router-dom';
import { pathInLocale } from '../locale/locales';
import { useLocale, useUi } from './site-context';

/**
 * Links to this page in each other language the site is written in: plain links (a page
 * in another language is a new document, with its own direction and font), which work
 * without the app. Each names its language in that language, marked with `lang`.
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { pathname, search } = useLocation();
  const { locale, locales } = useLocale();
  const ui = useUi();
  const others = locales.filter((other) => other.code !== locale.code);
  if (others.length === 0) return null;
  return (
    <Box component="nav" aria-label={ui.languages} sx={{ display: 'flex', gap: 1.5 }}>
      {others.map((other) => (
        <Link
          key={other.code}
          href={`${pathInLocale(pathname, other, locales)}${search}`}
          lang={other.code}
          hrefLang={other.code}
          dir={other.dir}
          onClick={onChosen}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
        >
          {other.name}
        </Link>
      ))}
    </Box>
  );
}
