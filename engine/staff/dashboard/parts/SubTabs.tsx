import { AdminTabs, type TabItem } from './AdminTabs';

interface Props {
  /** The tab the sub-tabs belong to: its heading, or else its name, names them. */
  tab: { label: string; heading?: string };
  /** Makes the sub-tabs' ids unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem[];
}

/** The row of sub-tabs inside a dashboard tab, with their panels. */
export function SubTabs({ tab, idPrefix, tabs }: Props) {
  return <AdminTabs label={tab.heading ?? tab.label} idPrefix={idPrefix} tabs={tabs} nested />;
}
