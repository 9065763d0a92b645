import type { ActivityEntry } from '../../../activity/activity';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../../../activity/activity';
import { fillIn } from '../../../locale/format';
import { PAGES_COLLECTION } from '../../../previews/preview-link';
import type { ActivityTabConfig } from './activity-tab.schema';

const isKnownAction = (action: string): action is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(action);

/** What an entry says was done: "Published version 3", "Moved a lead from New to Contacted". */
export function actionText(
  entry: ActivityEntry,
  config: ActivityTabConfig,
  when: (iso: string) => string = (iso) => iso,
): string {
  const { detail } = entry;
  const status = (value: unknown) =>
    config.statusLabels[String(value) as keyof ActivityTabConfig['statusLabels']] ?? String(value);
  if (!isKnownAction(entry.action)) return fillIn(config.actions.other, { action: entry.action });
  const scheduleAction =
    detail.action === 'publish' || detail.action === 'unpublish'
      ? config.scheduleActions[detail.action]
      : '';
  const text = fillIn(config.actions[entry.action], {
    version: String(detail.version ?? ''),
    from: status(detail.from),
    to: status(detail.to),
    scheduleAction,
    when:
      typeof (detail.run_at ?? detail.expires_at) === 'string'
        ? when(String(detail.run_at ?? detail.expires_at))
        : '',
    reason: String(detail.reason ?? ''),
    leads: String(detail.leads ?? ''),
    spam: String(detail.spam ?? ''),
    fromOwner: String(detail.from ?? '') || config.nobody,
    toOwner: String(detail.to ?? '') || config.nobody,
    width: String(detail.width ?? ''),
    height: String(detail.height ?? ''),
  });
  return detail.scheduled === true ? fillIn(config.scheduledMark, { text }) : text;
}

/** The record or lead an entry is about, as a filter names it: "services/cloud". */
export const recordKey = (entry: ActivityEntry) =>
  entry.collection && entry.subject ? `${entry.collection}/${entry.subject}` : '';

/** What a record key reads as: "Service: cloud", "Lead 3f2a9c1b", "Pages: /about". */
export function recordText(key: string, config: ActivityTabConfig): string {
  const [collection, subject = ''] = key.split(/\/(.*)/s);
  if (collection === 'services') return fillIn(config.subjects.services, { name: subject });
  if (collection === 'leads') return fillIn(config.subjects.leads, { id: subject.slice(0, 8) });
  if (collection === PAGES_COLLECTION) return fillIn(config.subjects.pages, { routes: subject });
  if (collection === 'uploads') return fillIn(config.subjects.uploads, { id: subject.slice(0, 8) });
  return key;
}

/** The distinct values of `pick` over the entries, in the order first met, without blanks. */
export function choices(entries: readonly ActivityEntry[], pick: (entry: ActivityEntry) => string) {
  return [...new Set(entries.map(pick).filter(Boolean))];
}
