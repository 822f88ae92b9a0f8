import { StatusScreen } from '@city/design-system';
import { authCallbackMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuthCallback } from '../hooks/useAuthCallback';

/** docs/accounts.md#pages-and-guards: what it waits for is not shown. */
export function AuthCallbackPage() {
  usePageTitle(authCallbackMessages.pageTitle);
  useAuthCallback();
  return <StatusScreen tone="loading" title={authCallbackMessages.title} description={authCallbackMessages.description} />;
}
