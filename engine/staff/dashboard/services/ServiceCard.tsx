import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LocalLink } from '../../../ui/LocalLink';
import { usePageFileOf } from '../../../ui/page-files';
import { useLocale, useSite } from '../../../ui/site-context';
import { familyName } from '../../../services/service-path';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { editedRecord, statusOf, type ServiceEntry } from '../../../services/service-drafts';
import { PublishButton } from './PublishButton';
import { serviceCardPage } from './use-publish-service';
import { serviceWordsIn } from '../../../services/service-words-in';
import { StatusLine, type StatusWords } from './StatusLine';

export interface ServiceCardLabels {
  parent: string;
  h1: string;
  updated: string;
  /** When a page document writes the record's page; {file} is its file. */
  pageFile: string;
}

/** The card's Edit button: its visible word and its full name ({name} the service's). */
export interface EditButtonLabels {
  buttonLabel: string;
  buttonName: string;
}

/**
 * One service record as staff last saved it: its name, its page, its category, title,
 * whether visitors see it, and buttons to edit it and to publish what is saved. Compact
 * (on a phone) leaves out the page title, so a page of them fits on a few screens.
 */
export function ServiceCard({
  entry,
  labels,
  status,
  edit,
  onEdit,
  onPublish,
  history,
  onHistory,
  scheduling,
  onSchedule,
  previewing,
  onPreview,
  publishing = false,
  compact = false,
}: {
  entry: ServiceEntry;
  labels: ServiceCardLabels;
  status: StatusWords;
  edit?: EditButtonLabels;
  /** Opens the record's Edit dialog; without it there is no button. */
  onEdit?: (entry: ServiceEntry) => void;
  /** Publishes the saved changes; without it there is no button. */
  onPublish?: (entry: ServiceEntry) => void;
  /** The History button's words: its visible word and its full name ({name}). */
  history?: { buttonLabel: string; buttonName: string };
  /** Opens the record's History dialog; without it (or unpublished) there is no button. */
  onHistory?: (entry: ServiceEntry) => void;
  /** The Schedule button's words: its visible word and its full name ({name}). */
  scheduling?: { buttonLabel: string; buttonName: string };
  /** Opens the record's Schedule dialog; without it there is no button. */
  onSchedule?: (entry: ServiceEntry) => void;
  /** The Preview Link button's words: its visible word and its full name ({name}). */
  previewing?: { buttonLabel: string; buttonName: string };
  /**
   * Opens the record's Preview Links dialog; without it (or with nothing saved to show, or a
   * page a page document writes) there is no button.
   */
  onPreview?: (entry: ServiceEntry) => void;
  /** Whether its changes are being published now. */
  publishing?: boolean;
  compact?: boolean;
}) {
  const format = useStaffFormat();
  const service = editedRecord(entry);
  // Its family by the name the site gives it in the page's language (Cloud, الحوسبة السحابية).
  const family = familyName(useSite(), service.parent);
  // Saved changes say when on their status line; a published record says when it changed.
  const updated =
    statusOf(entry) === 'published' ? (entry.changed_at ?? entry.published?.updated_at) : null;
  const { locale } = useLocale();
  // Named as the dashboard's language names it, where the record has a translation.
  const { name, h1 } = serviceWordsIn(service, locale.code);
  const page = `/services/${service.slug}`;
  // The link leads to the page in the dashboard's language, and says so: its address, which
  // reads left to right on an Arabic page too.
  const shown = serviceCardPage(service.slug, locale);
  const file = usePageFileOf()(shown);
  return (
    <Card
      sx={{
        p: compact ? 1.5 : 2.5,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: compact ? 0.5 : 1,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, justifyContent: 'space-between' }}
      >
        <Typography
          variant="h3"
          sx={{ fontSize: compact ? '1rem' : '1.1rem', overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Chip
          label={family}
          size="small"
          aria-label={`${labels.parent}: ${family}`}
          sx={{ fontWeight: 700, bgcolor: 'primary.soft', color: 'primary.dark', maxWidth: '50%' }}
        />
      </Box>
      <Link
        component={LocalLink}
        to={page}
        dir="ltr"
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.85rem',
          overflowWrap: 'anywhere',
          width: 'fit-content',
        }}
      >
        {shown}
      </Link>
      {file && <PageFileLine text={labels.pageFile} file={file} />}
      {!compact && <StatusLine entry={entry} words={status} />}
      {!compact && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {labels.h1}:
          </Box>{' '}
          {h1}
        </Typography>
      )}
      <Box
        sx={{
          mt: 'auto',
          pt: compact ? 0 : 0.5,
          display: 'flex',
          // A record with every button (publish, preview, schedule, history, edit) takes
          // two lines rather than pushing one out of the card.
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {compact ? (
          // On a phone the state takes the date's place, so a row stays one line taller at most.
          <StatusLine entry={entry} words={status} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {updated && `${labels.updated} ${format.date(updated)}`}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: 0.5,
            marginInlineStart: 'auto',
          }}
        >
          {onPublish && statusOf(entry) !== 'published' && (
            <PublishButton
              name={name}
              words={status}
              busy={publishing}
              onClick={() => onPublish(entry)}
            />
          )}
          {previewing && onPreview && entry.draft !== null && !file && (
            // An icon: the row of buttons fits a card at every width.
            <IconButton
              size="small"
              color="primary"
              aria-label={fillIn(previewing.buttonName, { name })}
              title={previewing.buttonLabel}
              onClick={() => onPreview(entry)}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          )}
          {scheduling &&
            onSchedule &&
            (compact ? (
              // On a phone the clock alone, so the row of buttons fits.
              <IconButton
                size="small"
                color="primary"
                aria-label={fillIn(scheduling.buttonName, { name })}
                onClick={() => onSchedule(entry)}
              >
                <ScheduleIcon fontSize="small" />
              </IconButton>
            ) : (
              <Button
                size="small"
                startIcon={<ScheduleIcon />}
                aria-label={fillIn(scheduling.buttonName, { name })}
                onClick={() => onSchedule(entry)}
              >
                {scheduling.buttonLabel}
              </Button>
            ))}
          {history && onHistory && entry.versions > 0 && (
            <Button
              size="small"
              startIcon={<HistoryIcon />}
              aria-label={fillIn(history.buttonName, { name })}
              onClick={() => onHistory(entry)}
            >
              {history.buttonLabel}
            </Button>
          )}
          {edit && onEdit && (
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={fillIn(edit.buttonName, { name })}
              onClick={() => onEdit(entry)}
            >
              {edit.buttonLabel}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}

/** Under the address: the page document that writes the page there, not the record. */
function PageFileLine({ text, file }: { text: string; file: string }) {
  const [before = '', after = ''] = text.split('{file}');
  return (
    <Typography
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <DescriptionIcon fontSize="small" color="warning" aria-hidden />
      <span>
        {before}
        <Box component="code" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {file}
        </Box>
        {after}
      </span>
    </Typography>
  );
}
