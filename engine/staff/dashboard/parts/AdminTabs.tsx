import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  render: () => ReactNode;
}

interface Props {
  /** The accessible name of the tab list. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem[];
  /** Sub-tabs sit inside a panel: smaller, with less space around them. */
  nested?: boolean;
  /** The tab shown first, when not the first one (a link to a lead opens on Leads). */
  initialKey?: string | undefined;
}

/**
 * Tabs with their panels. A panel renders the first time its tab is chosen and then stays
 * (hidden), so a search, a dialog or an import result survives switching tabs.
 */
export function AdminTabs({ label, idPrefix, tabs, nested = false, initialKey }: Props) {
  const [first] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.key === initialKey),
    ),
  );
  const [active, setActive] = useState(first);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([first]));
  const choose = (index: number) => {
    setActive(index);
    setVisited((current) => new Set(current).add(index));
  };
  return (
    <Box>
      <Tabs
        value={active}
        onChange={(_, index: number) => choose(index)}
        aria-label={label}
        variant="scrollable"
        // Arrows only where a pointer scrolls: on a phone the row is swiped, and arrows that
        // come and go as it scrolls would move the tabs under a finger about to tap one.
        scrollButtons="auto"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: nested ? 40 : 48,
          '& .MuiTab-root': {
            minHeight: nested ? 40 : 48,
            fontWeight: 700,
            fontSize: nested ? '0.9rem' : '0.95rem',
            px: nested ? 1.5 : 2,
          },
          '& .MuiTab-root:not(.Mui-selected)': { color: 'text.secondary' },
        }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            value={index}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          hidden={index !== active}
          sx={{ pt: nested ? 2.5 : { xs: 3, md: 4 } }}
        >
          {visited.has(index) && tab.render()}
        </Box>
      ))}
    </Box>
  );
}
