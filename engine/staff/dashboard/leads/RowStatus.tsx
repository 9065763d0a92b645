import { fillIn } from '../../../locale/format';
import { useNotify } from '../../tools/use-notify';
import { LeadNotFoundError, type Lead, type LeadStore } from '../../../leads/lead';
import { leadSender } from '../../../leads/lead-format';
import { shownText } from '../../../leads/visitor-text';
import type { LeadsTabConfig } from './leads-tab.schema';
import { StatusSelect } from './StatusSelect';
import { goneNotice, useLeadUpdate } from './use-leads';

/**
 * A lead's status in the list, changed in place. It shows the new status while it is
 * saved, and the stored one again if saving fails.
 */
export function RowStatus({
  lead,
  store,
  config,
}: {
  lead: Lead;
  store: LeadStore;
  config: LeadsTabConfig;
}) {
  const update = useLeadUpdate(store);
  const notify = useNotify();
  // A label and a toast cannot mark a control: they show its code (visitor-text.ts).
  const who = shownText(leadSender(lead, config.anonymous));
  const shown = (update.isPending && update.variables.changes.status) || lead.status;
  return (
    <StatusSelect
      value={shown}
      labels={config.statusLabels}
      ariaLabel={fillIn(config.rowStatusLabel, { who })}
      onChange={(status) =>
        update.mutate(
          { id: lead.id, changes: { status } },
          {
            onSuccess: (updated) =>
              notify({
                title: config.toasts.statusChanged.title,
                text: fillIn(config.toasts.statusChanged.text, {
                  who,
                  status: config.statusLabels[updated.status],
                }),
              }),
            onError: (error) => {
              if (error instanceof LeadNotFoundError) {
                notify(goneNotice(config, who), 'error');
                return;
              }
              console.error('Changing the status of a lead failed.', error);
              notify(config.toasts.statusFailed, 'error');
            },
          },
        )
      }
    />
  );
}
