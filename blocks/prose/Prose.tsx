import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useId } from 'react';
import { ActionRow } from '../../engine/ui/ActionRow';
import { Section, sectionLook } from '../../engine/ui/Section';
import type { proseSchema } from './prose.schema';

export type ProseProps = FromSchema<typeof proseSchema>;
type ProseSection = ProseProps['sections'][number];

/** Titled sections of paragraphs and points, in a column narrow enough to read. */
export function Prose(props: ProseProps) {
  const { updated, sections, actions } = props;
  const { muted, headingLevel } = sectionLook(props);
  return (
    <Section {...props}>
      <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: { xs: 4, md: 5 } }}>
        {updated && <Typography sx={{ color: muted, fontSize: '0.95rem' }}>{updated}</Typography>}
        {sections.map((section) => (
          <ProseSectionView
            key={section.heading}
            section={section}
            level={headingLevel}
            muted={muted}
          />
        ))}
        <ActionRow actions={actions} />
      </Box>
    </Section>
  );
}

function ProseSectionView({
  section,
  level,
  muted,
}: {
  section: ProseSection;
  level: 'h2' | 'h3';
  muted: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component={level}
        variant="h3"
        sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 }}
      >
        {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
      {section.points && section.points.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75, color: muted, lineHeight: 1.7 }}
        >
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
