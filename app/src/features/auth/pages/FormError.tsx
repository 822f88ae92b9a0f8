import type { ReactNode } from 'react';
import { Alert } from '@city/design-system';

/** participant-side §5: the general error of a form, above its fields. */
export function FormError({ message, actions }: { message: string | null; actions?: ReactNode }) {
  return message ? (
    <Alert tone="error" actions={actions}>
      {message}
    </Alert>
  ) : null;
}
