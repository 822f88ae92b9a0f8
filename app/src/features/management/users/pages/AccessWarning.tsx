import { Alert } from '@city/design-system';
import { managementUsersMessages as messages } from '../../../../i18n/managementUsers';

/** docs/back-office.md#users: what each status and role means, above the table. */
export function AccessWarning() {
  return (
    <Alert tone="warning" title={messages.warningTitle}>
      <ul>
        {messages.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
