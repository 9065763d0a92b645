import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fillIn } from '../../../locale/format';
import type { ServiceFormWords } from './use-service-form';
import { useRecordPages } from './record-pages';

/** A path or a file name, which reads left to right in an Arabic sentence too. */
const Code = ({ children }: { children: string }) => (
  <Box component="code" dir="ltr" sx={{ fontSize: '0.9em', overflowWrap: 'anywhere' }}>
    {children}
  </Box>
);

/**
 * Over the fields of a record whose address a page document serves: which file writes
 * which address, that saving here does not change it, and what the record still feeds.
 * Nothing when the record's words make its pages.
 */
export function PageFilesNotice({
  slug,
  words,
}: {
  slug: string;
  words: ServiceFormWords['pageFiles'];
}) {
  const { inFiles, fromRecord } = useRecordPages(slug);
  if (inFiles.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{words.title}</AlertTitle>
      <Typography variant="body2">{words.intro}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {inFiles.map(({ path, file }) => (
          <li key={path}>
            <Filled text={words.item} values={{ path, file }} />
          </li>
        ))}
      </Box>
      {fromRecord.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Filled text={words.stillShown} values={{ paths: fromRecord.join(', ') }} />
        </Typography>
      )}
      <Typography variant="body2">{fillIn(words.howToChange, { slug })}</Typography>
    </Alert>
  );
}

/** A sentence with its `{name}` values set as code. */
function Filled({ text, values }: { text: string; values: Record<string, string> }) {
  const parts = text.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name && Object.hasOwn(values, name) ? (
          <Code key={index}>{values[name]!}</Code>
        ) : (
          part
        );
      })}
    </>
  );
}
