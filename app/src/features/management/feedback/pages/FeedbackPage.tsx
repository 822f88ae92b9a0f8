import { DataTable, ErrorBox, FeedbackDetailDialog, Heading, Pagination, Stack } from '@city/design-system';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useFeedbackDetail } from '../hooks/useFeedbackDetail';
import { useFeedbackList } from '../hooks/useFeedbackList';
import { useFeedbackSummary } from '../hooks/useFeedbackSummary';
import { FeedbackFilters } from './FeedbackFilters';
import { FeedbackSummary } from './FeedbackSummary';
import { feedbackColumns } from './feedbackColumns';

/**
 * docs/back-office.md#feedback: /management/feedback 'Управление отзывами': the counts, the filters, the
 * table and the 'Отзыв #{id}' dialog. A saved status updates its row in place and reloads the
 * counts (docs/back-office.md#answers-and-errors); a failed list load shows the red box over an emptied table (docs/back-office.md#answers-and-errors).
 */
export function FeedbackPage() {
  usePageTitle(messages.pageTitle);
  const list = useFeedbackList();
  const summary = useFeedbackSummary();
  const detail = useFeedbackDetail((saved) => {
    list.replaceItem(saved);
    void summary.reload();
  });
  const { query } = list;

  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.title}</Heading>
      {summary.statistics && <FeedbackSummary statistics={summary.statistics} />}
      <FeedbackFilters list={list} />
      {list.failure && <ErrorBox message={list.failure} onRetry={() => void list.reload()} retryLabel={messages.retry} />}
      <DataTable
        label={messages.tableLabel}
        columns={feedbackColumns(detail.open)}
        rows={list.page?.feedback ?? []}
        rowId={(item) => item.id}
        isLoading={list.isLoading && !list.page && !list.failure}
        emptyText={messages.empty}
        minWidth="860px"
      />
      <Pagination
        label={messages.pagesLabel}
        page={query.page}
        pageSize={query.pageSize}
        total={list.page?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      {detail.feedbackId !== null && (
        <FeedbackDetailDialog
          isOpen={detail.isOpen}
          onOpenChange={detail.setOpen}
          feedbackId={detail.feedbackId}
          feedback={detail.feedback}
          isLoading={detail.isLoading}
          loadError={detail.loadError}
          onRetryLoad={detail.retryLoad}
          onSubmit={detail.submit}
        />
      )}
    </Stack>
  );
}
