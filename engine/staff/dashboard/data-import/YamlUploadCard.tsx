import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { fillIn } from '../../../locale/format';
import { IMPORT_MESSAGES, summariseImport } from '../../../services/import';
import { ImportIssues } from './ImportIssues';
import { ImportCard } from './ImportCard';
import type { ImportTabConfig } from './import-tab.schema';
import { useYamlImport } from './use-yaml-import';

/** Uploads a YAML file of services: idle, importing, then the outcome with every issue. */
export function YamlUploadCard({ config }: { config: ImportTabConfig['upload'] }) {
  const input = useRef<HTMLInputElement>(null);
  const { start, importing, file, outcome } = useYamlImport();
  const summary = outcome && summariseImport(outcome.result);

  return (
    <ImportCard title={config.title} text={config.text}>
      {config.example && (
        // YAML reads left to right, whatever the language of the page around it.
        <Box
          component="pre"
          dir="ltr"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'grey.100',
            fontSize: '0.8rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {config.example}
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept=".yaml,.yml"
        hidden
        aria-label={config.buttonLabel}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so choosing the same file again imports it again.
          event.target.value = '';
          if (chosen) start(chosen);
        }}
      />
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={importing}
        sx={{ justifySelf: 'start' }}
      >
        {config.buttonLabel}
      </Button>
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
        {importing ? (
          <>
            <Typography variant="body2">
              {fillIn(config.importing, { file: file ?? '' })}
            </Typography>
            <LinearProgress aria-hidden />
          </>
        ) : outcome && summary ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {fillIn(config.done, { file: outcome.file })}
            </Typography>
            <Alert role="none" severity={outcome.failure ? 'error' : summary.severity}>
              <strong>{outcome.failure ? IMPORT_MESSAGES.failedTitle : summary.title}</strong>{' '}
              {outcome.failure ?? summary.message}
            </Alert>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {config.idle}
          </Typography>
        )}
      </Box>
      {outcome && !importing && (
        <>
          <ImportIssues issues={outcome.result.errors} tone="error" words={config} />
          <ImportIssues issues={outcome.result.warnings} tone="warning" words={config} />
        </>
      )}
    </ImportCard>
  );
}
