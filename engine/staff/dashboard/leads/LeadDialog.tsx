import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useId, useState, type FormEvent } from 'react';
import { fillIn } from '../../../locale/format';
import { useNotify } from '../../tools/use-notify';
import { LeadNotFoundError, type Lead, type LeadChanges } from '../../../leads/lead';
import type { LeadStoreWithRights } from '../../../leads/privacy/person-data';
import { answerWithConsent, formLabel, leadSender } from '../../../leads/lead-format';
import { shownText } from '../../../leads/visitor-text';
import { useStaffFormat } from '../../tools/use-staff-format';
import { EmailLink, PageLink } from './lead-parts';
import type { LeadsTabConfig } from './leads-tab.schema';
import { StatusSelect } from './StatusSelect';
import { goneNotice, useLeadOwners, useLeadUpdate } from './use-leads';
import { LeadTimeline } from './LeadTimeline';
import { OwnerField } from './OwnerField';
import { DialogFooter } from '../parts/DialogFooter';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import { LeadDeliveries } from './LeadDeliveries';
import { LeadDetails } from './LeadDetails';
import { LeadSource } from './LeadSource';
import { PersonRights } from './PersonRights';
import { SpamNotice } from './SpamNotice';
import { useNotSpam } from './use-lead-notifications';
import { fillInVisitorText, VisitorText } from './VisitorText';

/** The longest note the stores accept. */
export const NOTE_MAX_LENGTH = 5000;

interface Props {
  /** The lead shown; it stays set while the dialog closes. */
  lead: Lead | null;
  open: boolean;
  onClose: () => void;
  store: LeadStoreWithRights;
  config: LeadsTabConfig;
}

/**
 * One lead: where and when it came from, every answer under its label in the form's
 * order, its follow-up (status, owner and staff note) with a Save button, and its
 * timeline. Closing it puts the focus back on the button that opened it.
 */
export function LeadDialog({ lead, open, onClose, store, config }: Props) {
  const titleId = useId();
  return (
    <DashboardDialog open={open && lead !== null} onClose={onClose} titleId={titleId}>
      {/* Mounted afresh each time the dialog opens, so nothing typed and not saved lingers. */}
      {lead && (
        <FollowUp
          key={lead.id}
          lead={lead}
          titleId={titleId}
          onClose={onClose}
          store={store}
          config={config}
        />
      )}
    </DashboardDialog>
  );
}

function FollowUp({
  lead,
  titleId,
  onClose,
  store,
  config,
}: Omit<Props, 'lead' | 'open'> & { lead: Lead; titleId: string }) {
  const { dialog, columns } = config;
  const format = useStaffFormat();
  // The lead as it stands now: Not spam changes it while the dialog stays open.
  const [current, setCurrent] = useState(lead);
  const [status, setStatus] = useState(lead.status);
  const [note, setNote] = useState(lead.note);
  const [owner, setOwner] = useState(lead.owner);
  const owners = useLeadOwners(store);
  // The toasts sit outside the dialog, where a screen reader does not reach while it is open.
  const [failed, setFailed] = useState(false);
  const baseId = useId();
  const update = useLeadUpdate(store);
  const notify = useNotify();
  const sender = leadSender(lead, config.anonymous);
  // Toasts cannot mark a control: they show its code (visitor-text.ts).
  const who = shownText(sender);
  const notifications = store.notifications;
  const notSpam = useNotSpam(notifications);

  const takeOutOfSpam = () => {
    setFailed(false);
    notSpam.mutate(lead.id, {
      onSuccess: (updated) => {
        setCurrent(updated);
        setStatus(updated.status);
        notify({
          title: config.notifications.toasts.notSpam.title,
          text: fillIn(config.notifications.toasts.notSpam.text, { who }),
        });
      },
      onError: (error) => {
        console.error('Taking a lead out of spam failed.', error);
        notify(config.notifications.toasts.notSpamFailed, 'error');
      },
    });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: LeadChanges = {};
    if (status !== current.status) changes.status = status;
    if (note !== lead.note) changes.note = note;
    if (owner.trim() !== lead.owner) changes.owner = owner.trim();
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailed(false);
    update.mutate(
      { id: lead.id, changes },
      {
        onSuccess: () => {
          onClose();
          notify({
            title: config.toasts.saved.title,
            text: fillIn(config.toasts.saved.text, { who }),
          });
        },
        onError: (error) => {
          if (error instanceof LeadNotFoundError) {
            onClose();
            notify(goneNotice(config, who), 'error');
            return;
          }
          console.error('Saving a lead failed.', error);
          setFailed(true);
          notify(config.toasts.saveFailed, 'error');
        },
      },
    );
  };

  return (
    <DialogForm
      titleId={titleId}
      title={fillInVisitorText(dialog.title, 'who', sender)}
      onSubmit={save}
      contentSx={{ display: 'grid', gap: 2.5 }}
      footer={
        <DialogFooter
          failure={failed ? config.toasts.saveFailed : null}
          cancelLabel={dialog.closeLabel}
          submitLabel={dialog.saveLabel}
          busy={update.isPending}
          onCancel={onClose}
        />
      }
    >
      <LeadDetails
        items={[
          [columns.received, format.received(lead.created_at)],
          [columns.form, formLabel(config.formLabels, lead.form)],
          [columns.page, <PageLink page={lead.page} newTabHint={config.newTabHint} />],
          [columns.locale, lead.locale],
          ...(lead.email ? [[columns.email, <EmailLink email={lead.email} />] as const] : []),
        ]}
      />
      {current.status === 'spam' && (
        <SpamNotice
          reason={current.spam_reason}
          words={config.notifications}
          busy={notSpam.isPending}
          onNotSpam={notifications && takeOutOfSpam}
        />
      )}
      {notSpam.isError && (
        <Alert severity="error">
          <strong>{config.notifications.toasts.notSpamFailed.title}</strong>{' '}
          {config.notifications.toasts.notSpamFailed.text}
        </Alert>
      )}
      <Box component="section" aria-labelledby={`${baseId}-answers`}>
        <Typography id={`${baseId}-answers`} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {dialog.answersHeading}
        </Typography>
        <LeadDetails
          // The labels the visitor saw are stored with the lead, in the form's language.
          items={lead.fields.map(
            (field) =>
              [
                <VisitorText text={field.label} />,
                <VisitorText text={answerWithConsent(field, dialog)} />,
              ] as const,
          )}
          preserveLines
        />
      </Box>
      <LeadSource source={lead.source} config={config} />
      {notifications && current.status !== 'spam' && (
        <LeadDeliveries
          leadId={lead.id}
          notifications={notifications}
          words={config.notifications}
        />
      )}
      <Box
        component="section"
        aria-labelledby={`${baseId}-follow-up`}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography id={`${baseId}-follow-up`} variant="h3" sx={{ fontSize: '1.05rem' }}>
          {dialog.followUpHeading}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 14rem) minmax(0, 1fr)' },
          }}
        >
          <StatusSelect
            id={`${baseId}-status`}
            label={columns.status}
            value={status}
            onChange={setStatus}
            labels={config.statusLabels}
          />
          <OwnerField
            id={`${baseId}-owner`}
            label={dialog.ownerLabel}
            helperText={dialog.ownerHelper}
            value={owner}
            onChange={setOwner}
            choices={owners.data ?? []}
          />
        </Box>
        <TextField
          id={`${baseId}-note`}
          label={dialog.noteLabel}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={4}
          maxRows={12}
          helperText={fillIn(dialog.noteHelper, {
            count: note.length,
            max: NOTE_MAX_LENGTH,
          })}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </Box>
      <LeadTimeline lead={current} store={store} config={config} />
      {store.person && lead.email && (
        <PersonRights
          email={lead.email}
          person={store.person}
          words={config.person}
          onErased={onClose}
        />
      )}
    </DialogForm>
  );
}
