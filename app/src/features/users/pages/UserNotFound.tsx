import { LinkButton, StatusScreen } from '@city/design-system';
import { userProfileMessages } from '../../../i18n/profileMessages';
import { usePageTitle } from '../../../lib/usePageTitle';

/** docs/people.md#public-profile: no such person, a deleted one or an id that is not a number. */
export function UserNotFound() {
  usePageTitle(userProfileMessages.notFoundTitle);
  return (
    <StatusScreen
      tone="info"
      title={userProfileMessages.notFoundTitle}
      description={userProfileMessages.notFound}
      actions={<LinkButton href="/events">{userProfileMessages.toEvents}</LinkButton>}
    />
  );
}
