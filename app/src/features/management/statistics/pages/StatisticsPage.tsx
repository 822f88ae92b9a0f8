import { useId } from 'react';
import { ErrorBox, Heading, Stack } from '@city/design-system';
import { useSession } from '../../../auth';
import { managementStatisticsMessages as messages } from '../../../../i18n/managementStatistics';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useStatistics } from '../hooks/useStatistics';
import { CategoriesTable } from './CategoriesTable';
import { ModeratorsTable } from './ModeratorsTable';
import { OrganizersTable } from './OrganizersTable';
import { ParticipantsTable } from './ParticipantsTable';
import { StatisticsTabBar } from './StatisticsTabBar';

/**
 * management-side §2: /management/statistics 'Детальная статистика': four tabs, the moderators one
 * for admins only (§6). A failed load replaces the whole screen with the red box.
 */
export function StatisticsPage() {
  usePageTitle(messages.pageTitle);
  const { user } = useSession();
  const statistics = useStatistics(user?.role ?? null);
  const panelHeadingId = useId();
  const heading = <Heading level={1}>{messages.title}</Heading>;

  if (statistics.hasFailed) {
    return (
      <Stack gap="xl">
        {heading}
        <ErrorBox message={messages.loadFailed} onRetry={() => void statistics.reload()} retryLabel={messages.retry} />
      </Stack>
    );
  }

  const { tab } = statistics;
  return (
    <Stack gap="lg">
      {heading}
      <StatisticsTabBar tabs={statistics.tabs} tab={tab} onChange={statistics.setTab} />
      <section aria-labelledby={panelHeadingId}>
        <Stack gap="md">
          <div id={panelHeadingId}>
            <Heading level={2}>{messages.tabs[tab]}</Heading>
          </div>
          {tab === 'organizers' && <OrganizersTable {...statistics.organizers} />}
          {tab === 'participants' && <ParticipantsTable {...statistics.participants} />}
          {tab === 'categories' && <CategoriesTable stats={statistics.categories} />}
          {tab === 'moderators' && <ModeratorsTable stats={statistics.moderators} />}
        </Stack>
      </section>
    </Stack>
  );
}
