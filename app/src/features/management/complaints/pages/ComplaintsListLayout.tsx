import type { ReactNode } from 'react';
import { ErrorBox, Heading, Pagination, Select, Stack, Text } from '@city/design-system';
import { complaintsErrorMessages, complaintsTableMessages as messages } from '../../../../i18n/managementComplaints';
import type { ComplaintsList } from '../hooks/useComplaintsList';
import { STATUS_FILTER_OPTIONS, statusFilterKey, statusFromFilterKey } from '../mappers/complaintsQuery';

export interface ComplaintsListLayoutProps<Row> {
  title: string;
  subtitle: string;
  list: ComplaintsList<Row>;
  /** The red box of a failed action on a row, above the table. */
  actionFailure?: string | null;
  /** The DataTable. */
  table: ReactNode;
}

/**
 * What both complaint pages share (docs/back-office.md#event-complaints): the heading, the status filter, the
 * table with its pagination, and the red 'Ошибка при загрузке жалоб' box in the table's place.
 */
export function ComplaintsListLayout<Row>({ title, subtitle, list, actionFailure, table }: ComplaintsListLayoutProps<Row>) {
  const { query } = list;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{subtitle}</Text>
      </Stack>
      <Stack direction="row" gap="md" wrap>
        <Select
          label={messages.statusFilter}
          options={STATUS_FILTER_OPTIONS}
          selectedKey={statusFilterKey(query.filters.status)}
          onSelectionChange={(key) => list.setFilters({ status: statusFromFilterKey(key) })}
        />
      </Stack>
      {actionFailure && <ErrorBox message={actionFailure} />}
      {list.failed ? (
        <ErrorBox message={complaintsErrorMessages.loadFailed} onRetry={() => void list.reload()} retryLabel={messages.retry} />
      ) : (
        <>
          {table}
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            total={list.total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </Stack>
  );
}
