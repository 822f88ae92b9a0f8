import type { ReactNode } from 'react';
import { Alert } from '@city/design-system';

/** docs/accounts.md#forms: the general error of a form, above its fields. */
export function FormError({ message, actions }: { message: string | null; actions?: ReactNode }) {
  return message ? (
    <Alert tone="error" actions={actions}>
      {message}
    </Alert>
  ) : null;
}
