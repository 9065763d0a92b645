import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LEAD_SOURCE_KEYS, type LeadSource as Source } from '../../../forms/lead-source';
import { LeadDetails } from './LeadDetails';
import { VisitorText } from './VisitorText';
import type { LeadsTabConfig } from './leads-tab.schema';

/**
 * Where the visit that sent a lead began: the first page, the other site that sent the
 * visitor, and the campaign's utm_* values, each under its label as the visitor's browser
 * sent it (a visitor's text); or that it came direct.
 */
export function LeadSource({ source, config }: { source: Source; config: LeadsTabConfig }) {
  const headingId = useId();
  // The landing page alone, with no campaign or referrer, is a visit that came straight here.
  const told = LEAD_SOURCE_KEYS.filter((key) => source[key]);
  const direct = told.every((key) => key === 'landing');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {config.notifications.sourceHeading}
      </Typography>
      {told.length > 0 && (
        <LeadDetails
          items={told.map(
            (key) => [config.sourceLabels[key], <VisitorText text={source[key]!} />] as const,
          )}
        />
      )}
      {direct && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: told.length ? 1 : 0 }}>
          {config.notifications.directVisit}
        </Typography>
      )}
    </Box>
  );
}
