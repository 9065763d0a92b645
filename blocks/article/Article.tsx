import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { formatDate } from '../../engine/locale/format';
import { ActionButton } from '../../engine/ui/ActionButton';
import { useSiteInLocale } from '../../engine/ui/site-context';
import { TagList } from '../../engine/ui/TagList';
import type { articleSchema } from './article.schema';
import { markdownHtml } from './markdown';

export type ArticleProps = FromSchema<typeof articleSchema>;

/** How the Markdown's own elements read: a column of text with room between its parts. */
const textStyles = {
  fontSize: { xs: '1.05rem', md: '1.125rem' },
  lineHeight: 1.8,
  '& > :first-child': { mt: 0 },
  '& p, & ul, & ol, & blockquote': { my: 2.5 },
  '& h2': { fontSize: { xs: '1.4rem', md: '1.65rem' }, lineHeight: 1.3, mt: 5, mb: 2 },
  '& h3, & h4, & h5, & h6': { fontSize: '1.2rem', lineHeight: 1.4, mt: 4, mb: 1.5 },
  '& ul, & ol': { paddingInlineStart: 3.5 },
  '& li + li': { mt: 1 },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
  '& blockquote': {
    mx: 0,
    paddingInlineStart: 2.5,
    borderInlineStart: 4,
    borderColor: 'primary.light',
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'monospace',
    fontSize: '0.9em',
    bgcolor: 'grey.100',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
  '& pre code': { p: 0, bgcolor: 'transparent' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& hr': { my: 5, border: 0, borderTop: 1, borderColor: 'divider' },
} as const;

/** A piece to read: title, byline and date, cover, the Markdown text and its tags. */
export function Article({
  back,
  title,
  byline,
  date,
  cover,
  body,
  tagsLabel,
  tags = [],
}: ArticleProps) {
  const { locale } = useSiteInLocale();
  return (
    <Box component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        {back && (
          <Box sx={{ mb: 3, mx: -1 }}>
            <ActionButton action={{ variant: 'text', ...back }} size="small" />
          </Box>
        )}
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.2, fontWeight: 800 }}
        >
          {title}
        </Typography>
        {(byline || date) && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {byline}
            {byline && date && ' · '}
            {date && (
              <Box component="time" dateTime={date} sx={{ unicodeBidi: 'isolate' }}>
                {formatDate(date, locale.numberFormat)}
              </Box>
            )}
          </Typography>
        )}
        {cover?.src && (
          <Box
            component="img"
            src={cover.src}
            alt={cover.alt}
            width={1200}
            height={630}
            fetchPriority="high"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '1200 / 630',
              objectFit: 'cover',
              borderRadius: 2,
              mt: 4,
              bgcolor: 'grey.100',
            }}
          />
        )}
        <Box
          sx={{ mt: 4, ...textStyles }}
          dangerouslySetInnerHTML={{ __html: markdownHtml(body) }}
        />
        <TagList tags={tags} label={tagsLabel} sx={{ mt: 5 }} />
      </Container>
    </Box>
  );
}
