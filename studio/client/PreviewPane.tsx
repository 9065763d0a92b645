import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FromPreview } from '../shared/preview-messages';
import type { PreviewData } from '../shared/studio-api';
import { PreviewFrame } from './PreviewFrame';
import { paneSx } from './studio-layout';
import type { LastGoodPreview } from './use-page-editing';

const widths = [390, 768, 1280] as const;

type OnClick = (message: Extract<FromPreview, { kind: 'clicked' }>) => void;

interface Props {
  /** The open file's name as shown, or null when none is open. */
  shown: string | null;
  lastGood: LastGoodPreview | null;
  /** The open file's text fails its checks (the preview keeps the last good page). */
  hasErrors: boolean;
  /** The file was checked and has no page of its own (the site file, say). */
  checkedWithoutPage: boolean;
  /** The block the editor's cursor is in: outlined in the preview. */
  selected: number | null;
  onClick: OnClick;
  /** Told how long after an edit the preview showed it. */
  onEditShown: (milliseconds: number) => void;
  /** The other language's page, shown under this one. */
  other: { data: PreviewData | null; shown: string | undefined; onClick: OnClick } | null;
}

/** The page as visitors get it, at a device's width, and what the author should know of it. */
export function PreviewPane(props: Props) {
  const { shown, lastGood, hasErrors, selected, other } = props;
  const [width, setWidth] = useState<number>(1280);
  return (
    <Box component="section" aria-label="Preview" sx={{ ...paneSx, bgcolor: 'background.muted' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, value: number | null) => value && setWidth(value)}
          aria-label="Preview width"
        >
          {widths.map((each) => (
            <ToggleButton key={each} value={each} aria-label={`${each} px wide`}>
              {each}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {lastGood ? `${lastGood.data.pathname} · ${lastGood.data.site.locale.name}` : ''}
        </Typography>
      </Box>
      {hasErrors && (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {lastGood
            ? 'The text has problems (see the editor): the preview keeps the last version that passed the checks.'
            : 'No preview yet: this file has problems. Fix them and the page appears here.'}
        </Alert>
      )}
      {shown && !lastGood && !hasErrors && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>
          {props.checkedWithoutPage
            ? 'This file has no page of its own to preview.'
            : 'Checking and rendering the page…'}
        </Typography>
      )}
      <PreviewFrame
        data={lastGood?.data ?? null}
        selected={selected}
        width={width}
        title={shown ? `Preview of ${shown}` : 'Preview'}
        onClick={props.onClick}
        onRendered={() => {
          // The first page of a file opened is not an edit shown.
          if (lastGood?.editedAt != null)
            props.onEditShown(Math.round(performance.now() - lastGood.editedAt));
        }}
      />
      {other && (
        <PreviewFrame
          data={other.data}
          selected={selected}
          width={width}
          title={`Preview of ${other.shown ?? 'the other language'}`}
          onClick={other.onClick}
        />
      )}
    </Box>
  );
}
