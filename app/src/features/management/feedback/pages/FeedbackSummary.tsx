import type { FeedbackStatistics } from '@city/contracts';
import { StatCard, StatCardGrid } from '@city/design-system';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

/** docs/back-office.md#feedback: total, new, read and resolved feedback. */
export function FeedbackSummary({ statistics }: { statistics: FeedbackStatistics }) {
  const { summary } = messages;
  return (
    <StatCardGrid label={messages.summaryLabel}>
      <StatCard label={summary.total} value={statistics.total} />
      <StatCard label={summary.new} value={statistics.byStatus.new} tone="warning" />
      <StatCard label={summary.read} value={statistics.byStatus.read} tone="info" />
      <StatCard label={summary.resolved} value={statistics.byStatus.resolved} tone="success" />
    </StatCardGrid>
  );
}
