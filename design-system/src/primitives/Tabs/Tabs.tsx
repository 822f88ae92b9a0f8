/*
 * API (final):
 *
 *   import { Tabs, type TabItem } from '@city/design-system';
 *
 *   <Tabs
 *     label="Разделы статистики"            // the tab list's accessible name (not shown)
 *     items={[                              // in display order
 *       { id: 'organizers', label: 'Топ организаторы', content: <OrganizersTable … /> },
 *       { id: 'moderators', label: 'Модераторы', content: <ModeratorsTable … />, isDisabled?: false },
 *     ]}
 *     selectedId={tab}                       // controlled: the shown tab's id
 *     onSelectionChange={setTab}             // (id: Id) => void, typed as the items' ids
 *   />
 *
 * Only the selected item's `content` is mounted, so a tab that loads its data on mount loads only
 * while shown. The panel is named by its tab (role="tabpanel", aria-labelledby), so it needs no
 * heading of its own.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  /** The tab's visible text; it also names the panel for assistive technology. */
  label: string;
  /** What the panel shows while this tab is selected; mounted only then. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name, e.g. 'Разделы статистики'. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelectionChange(id: NoInfer<Id>): void;
}

/**
 * docs/operations.md#repository: tabs on React Aria's tab list. Arrow keys move between the tabs and select them
 * (Home and End jump to the ends, disabled tabs are skipped), Tab moves on into the panel.
 * Controlled: the page keeps the selected id, so it can also decide what to load.
 */
export function Tabs<Id extends string>({ label, items, selectedId, onSelectionChange }: TabsProps<Id>) {
  // React Aria reports a Key; mapping it back through the items keeps the caller's id type exact.
  // It also reports the tab already shown (pressed again), which is no change for the page.
  const select = (key: Key) => {
    const chosen = items.find((item) => item.id === key);
    if (chosen && chosen.id !== selectedId) onSelectionChange(chosen.id);
  };
  return (
    <AriaTabs
      selectedKey={selectedId}
      onSelectionChange={select}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={styles.tabs}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
