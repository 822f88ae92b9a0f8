import { Link, Text } from '@city/design-system';
import { consentMessages } from '../../../i18n/messages';

/** docs/accounts.md#sign-in: the consent text of the login and register forms. */
export function ConsentNote() {
  return (
    <Text size="sm" tone="muted" align="center">
      {consentMessages.before}
      <Link href="/terms">{consentMessages.terms}</Link>
      {consentMessages.between}
      <Link href="/privacy">{consentMessages.privacy}</Link>
      {consentMessages.after}
    </Text>
  );
}
