import { Button } from '@city/design-system';
import { managementStatisticsMessages as messages } from '../../../../i18n/managementStatistics';
import type { StatisticsTab } from '../mappers/statisticsTabs';
import * as layout from './layout.css';

interface StatisticsTabBarProps {
  tabs: readonly StatisticsTab[];
  tab: StatisticsTab;
  onChange(tab: StatisticsTab): void;
}

/**
 * management-side §2: the tabs as a group of toggle buttons (aria-pressed): the design system has
 * no tabs component yet, and these carry its look and its focus ring.
 */
export function StatisticsTabBar({ tabs, tab, onChange }: StatisticsTabBarProps) {
  return (
    <div role="group" aria-label={messages.tabsLabel} className={layout.tabBar}>
      {tabs.map((candidate) => (
        <Button
          key={candidate}
          variant={candidate === tab ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={candidate === tab}
          onPress={() => onChange(candidate)}
        >
          {messages.tabs[candidate]}
        </Button>
      ))}
    </div>
  );
}
