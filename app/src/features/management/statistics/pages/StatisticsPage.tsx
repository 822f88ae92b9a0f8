import type { ReactNode } from 'react';
import { ErrorBox, Heading, Stack, Tabs, type TabItem } from '@city/design-system';
import { managementStatisticsMessages as messages } from '../../../../i18n/managementStatistics';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useManagementViewer } from '../../layout/viewer';
import { useStatistics, type Statistics } from '../hooks/useStatistics';
import type { StatisticsTab } from '../mappers/statisticsTabs';
import { CategoriesTable } from './CategoriesTable';
import { ModeratorsTable } from './ModeratorsTable';
import { OrganizersTable } from './OrganizersTable';
import { ParticipantsTable } from './ParticipantsTable';

/** The viewer's tabs with the table each shows; Tabs mounts only the selected one's. */
function statisticsTabItems(statistics: Statistics): TabItem<StatisticsTab>[] {
  const panels: Record<StatisticsTab, ReactNode> = {
    organizers: <OrganizersTable {...statistics.organizers} />,
    participants: <ParticipantsTable {...statistics.participants} />,
    categories: <CategoriesTable stats={statistics.categories} />,
    moderators: <ModeratorsTable stats={statistics.moderators} />,
  };
  return statistics.tabs.map((tab) => ({ id: tab, label: messages.tabs[tab], content: panels[tab] }));
}

/**
 * docs/back-office.md#statistics: /management/statistics 'Детальная статистика': four tabs, the moderators one
 * for admins only (docs/back-office.md#access). A failed load replaces the whole screen with the red box.
 */
export function StatisticsPage() {
  usePageTitle(messages.pageTitle);
  const viewer = useManagementViewer();
  const statistics = useStatistics(viewer.role);
  const heading = <Heading level={1}>{messages.title}</Heading>;

  if (statistics.hasFailed) {
    return (
      <Stack gap="xl">
        {heading}
        <ErrorBox message={messages.loadFailed} onRetry={() => void statistics.reload()} retryLabel={messages.retry} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <Tabs
        label={messages.tabsLabel}
        items={statisticsTabItems(statistics)}
        selectedId={statistics.tab}
        onSelectionChange={statistics.setTab}
      />
    </Stack>
  );
}
