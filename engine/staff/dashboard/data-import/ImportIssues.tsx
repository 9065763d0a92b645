import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fillIn } from '../../../locale/format';
import { IMPORT_MESSAGES, type ImportIssue } from '../../../services/import';
import type { ImportTabConfig } from './import-tab.schema';

const SHOWN = 100;

type UploadWords = ImportTabConfig['upload'];

/**
 * Problems of an import, each located by line, document and item, and slug when known: the
 * entries it skipped (`error`) or its warnings.
 */
export function ImportIssues({
  issues,
  tone,
  words,
}: {
  issues: readonly ImportIssue[];
  tone: 'error' | 'warning';
  words: Pick<UploadWords, 'errorsHeading' | 'warningsHeading' | 'lineLabel' | 'moreIssues'>;
}) {
  if (issues.length === 0) return null;
  const heading = tone === 'error' ? words.errorsHeading : words.warningsHeading;
  const hidden = issues.length - SHOWN;
  return (
    <Box>
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mb: 1 }}>
        {heading} ({issues.length})
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: 2.5,
          display: 'grid',
          gap: 0.75,
          '& li::marker': { color: tone === 'error' ? 'error.main' : 'warning.dark' },
        }}
      >
        {issues.slice(0, SHOWN).map((issue, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {[
                issue.line !== undefined && fillIn(words.lineLabel, { line: issue.line }),
                IMPORT_MESSAGES.position(issue.document, issue.index),
                issue.slug,
              ]
                .filter(Boolean)
                .join(' · ')}
              :
            </Box>{' '}
            {issue.message}
          </Typography>
        ))}
      </Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {fillIn(words.moreIssues, { count: hidden })}
        </Typography>
      )}
    </Box>
  );
}
