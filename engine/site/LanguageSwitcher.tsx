import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { pathInLocale } from '../locale/locales';
import { useIsPage, useLocale, useUi } from './site-context';

/**
 * Links to this page in each other language it is written in: plain links (a page
 * in another language is a new document, with its own direction and font), which work
 * without the app. Each names its language in that language, marked with `lang`.
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { pathname, search } = useLocation();
  const { locale, locales } = useLocale();
  const ui = useUi();
  const isPage = useIsPage();
  // A page written in one language only (a staff page) has nowhere to switch to.
  const others = locales.filter(
    (other) => other.code !== locale.code && isPage(pathInLocale(pathname, other, locales)),
  );
  if (others.length === 0) return null;
  return (
    <Box component="nav" aria-label={ui.languages} sx={{ display: 'flex', gap: 1.5 }}>
      {others.map((other) => (
        // A plain anchor: the header's first paint needs no link component's code for it.
        <Box
          component="a"
          key={other.code}
          href={`${pathInLocale(pathname, other, locales)}${search}`}
          lang={other.code}
          hrefLang={other.code}
          dir={other.dir}
          onClick={onChosen}
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            whiteSpace: 'nowrap',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {other.name}
        </Box>
      ))}
    </Box>
  );
}
