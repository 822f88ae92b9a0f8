import { ErrorBox, Heading, Spinner, Stack, StatCard, StatCardGrid, Text } from '@city/design-system';
import { dashboardMessages as messages } from '../../../../i18n/managementShell';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useManagementViewer } from '../../layout/viewer';
import { useDashboard } from '../hooks/useDashboard';
import { dashboardCards } from '../mappers/dashboardCards';
import { QuickLinks } from './QuickLinks';

/** docs/back-office.md#dashboard: /management and /management/dashboard. */
export function DashboardPage() {
  usePageTitle(messages.pageTitle);
  const viewer = useManagementViewer();
  const { overview, feedback, isLoading, failed, retry } = useDashboard();

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{messages.title}</Heading>
        <Text tone="muted">{messages.subtitle}</Text>
      </Stack>
      {failed ? (
        <ErrorBox message={messages.loadFailed} onRetry={retry} retryLabel={messages.retry} />
      ) : isLoading || !overview || !feedback ? (
        <Stack align="center">
          <Spinner label={messages.loading} />
        </Stack>
      ) : (
        <StatCardGrid label={messages.cardsLabel}>
          {dashboardCards(overview, feedback).map((card) => (
            <StatCard key={card.id} label={card.label} value={card.value} tone={card.tone} link={card.link} />
          ))}
        </StatCardGrid>
      )}
      <QuickLinks role={viewer.role} />
    </Stack>
  );
}
