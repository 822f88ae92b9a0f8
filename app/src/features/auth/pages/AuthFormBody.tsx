import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { Button, Stack } from '@city/design-system';
import type { RateLimitState } from '../hooks/useRateLimit';

/** The countdown panel is seen after a 429 only: its code is fetched then, not with every form. */
const RateLimitPanel = lazy(() => import('./rateLimitPanel'));

interface AuthFormBodyProps {
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  /** docs/accounts.md#rate-limit-panel: while a 429 counts down, the panel stands in for the form. */
  rateLimit?: RateLimitState;
  /** Under the submit button. */
  footer?: ReactNode;
  /** The general error and the fields. */
  children: ReactNode;
}

/**
 * An auth form: fields in a column and a full-width submit button. noValidate: the app checks the
 * fields itself and shows its own messages (docs/accounts.md#forms).
 */
export function AuthFormBody({ onSubmit, submitLabel, rateLimit, footer, children }: AuthFormBodyProps) {
  if (rateLimit?.rateLimit) {
    return (
      <Suspense fallback={null}>
        <RateLimitPanel rateLimit={rateLimit.rateLimit} onRetry={rateLimit.clear} />
      </Suspense>
    );
  }
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
