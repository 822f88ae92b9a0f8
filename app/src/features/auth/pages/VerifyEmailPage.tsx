import { useSearchParams } from 'react-router-dom';
import { Link, LinkButton, StatusScreen, VerifyEmailPassword } from '@city/design-system';
import { verifyEmailMessages } from '../../../i18n/messages';
import { useFocusHeadingOnChange } from '../../../lib/useFocusHeadingOnChange';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEmailVerification } from '../hooks/useEmailVerification';
import { VerificationFailed } from './VerificationFailed';

/** docs/accounts.md#verification: /verify-email?token=…[&email=…]. */
export function VerifyEmailPage() {
  usePageTitle(verifyEmailMessages.pageTitle);
  const [params] = useSearchParams();
  const { state, submitPassword } = useEmailVerification(params.get('token'));
  useFocusHeadingOnChange(state.status);

  switch (state.status) {
    case 'loading':
      return (
        <StatusScreen
          tone="loading"
          title={verifyEmailMessages.loadingTitle}
          description={verifyEmailMessages.loadingDescription}
        />
      );
    case 'success':
      return (
        <StatusScreen
          tone="success"
          title={verifyEmailMessages.successTitle}
          description={verifyEmailMessages.successDescription}
          actions={
            <>
              <LinkButton href="/events">{verifyEmailMessages.toEvents}</LinkButton>
              <LinkButton variant="secondary" href="/login">
                {verifyEmailMessages.login}
              </LinkButton>
              <Link variant="standalone" href="/register">
                {verifyEmailMessages.register}
              </Link>
            </>
          }
        />
      );
    case 'invalid-token':
      return (
        <StatusScreen
          tone="error"
          title={verifyEmailMessages.invalidTitle}
          description={verifyEmailMessages.invalidDescription}
          actions={
            <>
              <LinkButton href="/login">{verifyEmailMessages.login}</LinkButton>
              <LinkButton variant="secondary" href="/register">
                {verifyEmailMessages.register}
              </LinkButton>
            </>
          }
        />
      );
    case 'needs-password':
      return (
        <VerifyEmailPassword
          reason={state.reason}
          error={state.error}
          isSubmitting={state.isSubmitting}
          onSubmit={submitPassword}
        />
      );
    case 'error':
      return <VerificationFailed message={state.message} knownEmail={params.get('email')?.trim() ?? ''} />;
  }
}
