import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Variables } from '../../engine/locale/interpolate';
import { findClickedScalar } from '../shared/clicked-scalar';
import { sourceMapOf } from '../shared/source-map';
import { studioApi } from './studio-api-client';

/** What the studio tells an author about a clicked text that is not in the open file. */
export interface SourceNoticeValue {
  tone: 'info' | 'warning';
  text: string;
  action?: { label: string; run: () => void };
  link?: { href: string; label: string };
}

export function SourceNotice({
  notice,
  onClose,
}: {
  notice: SourceNoticeValue;
  onClose: () => void;
}) {
  return (
    <Alert
      severity={notice.tone}
      onClose={onClose}
      action={
        notice.action && (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onClose();
              notice.action!.run();
            }}
          >
            {notice.action.label}
          </Button>
        )
      }
      sx={{ borderRadius: 0 }}
    >
      {notice.text}{' '}
      {notice.link && (
        <Link href={notice.link.href} target="_blank" rel="noreferrer">
          {notice.link.label}
        </Link>
      )}
    </Alert>
  );
}

/**
 * Where in a site file (`pages/_site.yaml`, `pages/ar/_site.yaml`) a text of the header or
 * footer is: its line and range, read from the file as it is on disk.
 */
export async function siteValueAt(
  shown: string,
  text: string,
  variables: Variables,
): Promise<{ line: number; range: { from: number; to: number } } | undefined> {
  const file = await studioApi.file(shown.replace(/^[^/]+\//, '')).catch(() => null);
  if (!file) return undefined;
  const found = findClickedScalar(sourceMapOf(file.text).scalars, text, variables);
  if (!found) return undefined;
  const { start, end } = found.scalar;
  return {
    line: file.text.slice(0, start).split('\n').length,
    range: { from: start, to: end },
  };
}
