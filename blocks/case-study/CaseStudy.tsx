import CheckIcon from '@mui/icons-material/Check';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionButton } from '../../engine/ui/ActionButton';
import { FigureItem } from '../../engine/ui/FigureItem';
import { Section } from '../../engine/ui/Section';
import type { caseStudySchema } from './case-study.schema';
import { DescriptionGrid } from '../../engine/ui/DescriptionGrid';
import { useUi } from '../../engine/ui/site-context';
import { interpolate } from '../../engine/locale/interpolate';

export type CaseStudyProps = FromSchema<typeof caseStudySchema>;

export function CaseStudy(props: CaseStudyProps) {
  const ui = useUi();
  const { heading, client, sector, location, title } = props;
  const { challenge, solution, scope, results, quote, action } = props;
  const titleLevel = heading ? 'h3' : 'h2';
  const partLevel = heading ? 'h4' : 'h3';
  const tags = [client, sector, location].filter((tag): tag is string => Boolean(tag));
  return (
    <Section {...props}>
      <Card
        component="article"
        aria-label={interpolate(ui.caseStudy, { title })}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr' },
          overflow: 'hidden',
          color: 'text.primary',
        }}
      >
        <Box sx={{ p: { xs: 3, md: 5 } }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {tags.map((tag, index) => (
              <Chip
                key={tag}
                label={tag}
                size="small"
                color={index === 0 ? 'primary' : 'default'}
                variant={index === 0 ? 'filled' : 'outlined'}
                sx={{ fontWeight: 700 }}
              />
            ))}
          </Stack>
          <Typography
            variant="h2"
            component={titleLevel}
            sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}
          >
            {title}
          </Typography>
          <StoryPart level={partLevel} heading={ui.challenge} text={challenge} />
          <StoryPart level={partLevel} heading={ui.solution} text={solution} />
          {scope && scope.length > 0 && (
            <Box
              component="ul"
              aria-label={ui.delivered}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
            >
              {scope.map((point) => (
                <Box
                  component="li"
                  key={point}
                  sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                >
                  <CheckIcon
                    aria-hidden
                    fontSize="small"
                    sx={{ mt: '3px', color: 'secondary.main' }}
                  />
                  <Typography>{point}</Typography>
                </Box>
              ))}
            </Box>
          )}
          {action && (
            <Box sx={{ mt: 4 }}>
              <ActionButton action={action} size="large" />
            </Box>
          )}
        </Box>
        <Box
          sx={{
            p: { xs: 3, md: 5 },
            color: 'band.contrastText',
            background: ({ palette }) =>
              `linear-gradient(160deg, ${palette.band.main}, ${palette.band.light})`,
            display: 'flex',
            flexDirection: 'column',
            gap: 4,
          }}
        >
          <Box>
            <Typography component={partLevel} sx={{ fontWeight: 800, fontSize: '1.1rem', mb: 2 }}>
              {ui.results}
            </Typography>
            <DescriptionGrid sx={{ gap: 3, gridTemplateColumns: '1fr 1fr' }}>
              {results.map((result) => (
                <FigureItem
                  key={result.label}
                  value={result.value}
                  label={result.label}
                  sx={{ alignSelf: 'start' }}
                  labelSx={{ color: 'band.muted', fontSize: '0.95rem' }}
                  valueSx={{
                    fontSize: { xs: '1.8rem', md: '2.1rem' },
                    lineHeight: 1.1,
                    color: 'highlight.main',
                  }}
                />
              ))}
            </DescriptionGrid>
          </Box>
          {quote && (
            <Box
              component="figure"
              sx={{ m: 0, mt: 'auto', pt: 3, borderTop: 1, borderColor: 'band.border' }}
            >
              <FormatQuoteIcon aria-hidden sx={{ color: 'highlight.main', fontSize: 32 }} />
              <Box component="blockquote" sx={{ m: 0 }}>
                <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.6 }}>{quote.text}</Typography>
              </Box>
              <Typography
                component="figcaption"
                sx={{ mt: 2, color: 'band.muted', fontSize: '0.95rem' }}
              >
                <Box component="span" sx={{ fontWeight: 700, color: 'band.contrastText' }}>
                  {quote.name}
                </Box>
                {quote.role && <>, {quote.role}</>}
              </Typography>
            </Box>
          )}
        </Box>
      </Card>
    </Section>
  );
}

function StoryPart({
  level,
  heading,
  text,
}: {
  level: 'h3' | 'h4';
  heading: string;
  text: string;
}) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography
        component={level}
        sx={{ fontWeight: 800, fontSize: '1.05rem', color: 'primary.main', mb: 0.75 }}
      >
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}
