import type { ManagementFeedback } from '@city/contracts';
import {
  Button,
  FeedbackCategoryBadge,
  FeedbackStatusBadge,
  Text,
  TruncatedText,
  formatRecordDateTime,
  type DataTableColumn,
} from '@city/design-system';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

const { columns } = messages;

/** How much of the message the table previews under the subject; the rest opens in place. */
const MESSAGE_PREVIEW = 60;

/**
 * docs/back-office.md#feedback: #id, the author with e-mail, the subject with a preview of the message,
 * category, status, creation time and 'Просмотр'. The list has one order, so nothing sorts.
 */
export function feedbackColumns(onView: (feedbackId: number) => void): DataTableColumn<ManagementFeedback>[] {
  return [
    { id: 'id', label: columns.id, align: 'end', width: '56px', render: (item) => `#${item.id}` },
    {
      id: 'user',
      label: columns.user,
      width: '22%',
      render: (item) => (
        <>
          <Text as="div">{item.userName ?? messages.noName}</Text>
          <Text as="div" size="sm" tone="muted">
            {item.email}
          </Text>
        </>
      ),
    },
    {
      id: 'subject',
      label: columns.subject,
      isRowHeader: true,
      render: (item) => (
        <>
          <Text as="div">{item.subject}</Text>
          <Text as="div" size="sm" tone="muted">
            <TruncatedText text={item.message} maxLength={MESSAGE_PREVIEW} />
          </Text>
        </>
      ),
    },
    { id: 'category', label: columns.category, width: '104px', render: (item) => <FeedbackCategoryBadge category={item.category} /> },
    { id: 'status', label: columns.status, width: '96px', render: (item) => <FeedbackStatusBadge status={item.status} /> },
    { id: 'created_at', label: columns.createdAt, width: '104px', render: (item) => formatRecordDateTime(item.createdAt) },
    {
      id: 'actions',
      label: columns.actions,
      width: '120px',
      render: (item) => (
        <Button variant="secondary" size="sm" aria-label={messages.viewLabel(item.id)} onPress={() => onView(item.id)}>
          {messages.view}
        </Button>
      ),
    },
  ];
}
