import { Button, LinkButton, StatusScreen } from '@city/design-system';
import { errorFallbackMessages } from '../../i18n/messages';
import { usePageTitle } from '../../lib/usePageTitle';

/** docs/accounts.md#site-frame: the error fallback screen. */
export function ErrorFallback({ onRetry }: { onRetry(): void }) {
  usePageTitle(errorFallbackMessages.pageTitle);
  return (
    <main id="main">
      <StatusScreen
        tone="error"
        title={errorFallbackMessages.title}
        description={errorFallbackMessages.description}
        actions={
          <>
            <Button onPress={onRetry}>{errorFallbackMessages.retry}</Button>
            <LinkButton variant="secondary" href="/">
              {errorFallbackMessages.home}
            </LinkButton>
          </>
        }
      />
    </main>
  );
}

/** The root route's error element: outside the app shell, so retrying reloads the page. */
export function RootErrorFallback() {
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
