import type { FormEvent, ReactNode } from 'react';
import { Button, RateLimitPanel, Stack } from '@city/design-system';
import type { RateLimitState } from '../hooks/useRateLimit';

interface AuthFormBodyProps {
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  /** participant-side §4: while a 429 counts down, the panel stands in for the form. */
  rateLimit?: RateLimitState;
  /** Under the submit button. */
  footer?: ReactNode;
  /** The general error and the fields. */
  children: ReactNode;
}

/**
 * An auth form: fields in a column and a full-width submit button. noValidate: the app checks the
 * fields itself and shows its own messages (participant-side §5).
 */
export function AuthFormBody({ onSubmit, submitLabel, rateLimit, footer, children }: AuthFormBodyProps) {
  if (rateLimit?.rateLimit) return <RateLimitPanel rateLimit={rateLimit.rateLimit} onRetry={rateLimit.clear} />;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        {children}
        <Button type="submit" fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
