import Box from '@mui/material/Box';
import { useOtherLanguages } from '../ui/use-other-languages';
import { useUi } from '../ui/site-context';

/**
 * Links to this page in each other language it is written in: plain links (a page
 * in another language is a new document, with its own direction and font), which work
 * without the app. Each names its language in that language, marked with `lang`.
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: () => void }) {
  const ui = useUi();
  const others = useOtherLanguages();
  if (others.length === 0) return null;
  return (
    <Box component="nav" aria-label={ui.languages} sx={{ display: 'flex', gap: 1.5 }}>
      {others.map(({ locale, href }) => (
        // A plain anchor: the header's first paint needs no link component's code for it.
        <Box
          component="a"
          key={locale.code}
          href={href}
          lang={locale.code}
          hrefLang={locale.code}
          dir={locale.dir}
          onClick={onChosen}
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            whiteSpace: 'nowrap',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {locale.name}
        </Box>
      ))}
    </Box>
  );
}
