import { useNavigate } from 'react-router-dom';
import type { Profile } from '@city/contracts';
import { Alert, Button, Heading, Link, ProfileForm, Spinner, Stack } from '@city/design-system';
import { CalendarSubscriptionBlock } from './CalendarSubscriptionBlock';
import { profilePageMessages } from '../../../i18n/profileMessages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { cityYear } from '../mappers/cityYear';
import { profileReadOnlyMessage } from '../mappers/profileAccess';
import { loadingSpot, profileColumn } from './layout.css';

/**
 * docs/people.md#own-profile: /profile, the own profile with its privacy switches and account info.
 * Suspended and blocked accounts see it read-only with their status message (docs/people.md#feedback); a blocked
 * account is pinned here, so the page needs nothing it may not call (docs/accounts.md#statuses).
 */
export interface ProfilePageProps {
  /** The shell updates the session user with the saved profile (the user menu shows the name). */
  onSaved(saved: Profile): void;
}

export function ProfilePage({ onSaved }: ProfilePageProps) {
  usePageTitle(profilePageMessages.pageTitle);
  const navigate = useNavigate();
  const own = useOwnProfile();
  const saving = useSaveProfile(async (saved) => {
    onSaved(saved);
    await own.replace(saved);
  });

  return (
    <div className={profileColumn}>
      <Stack gap="lg">
        <Link variant="standalone" href="/events">
          <span aria-hidden="true">← </span>
          {profilePageMessages.backToEvents}
        </Link>
        <Heading level={1}>{profilePageMessages.title}</Heading>
        {own.profile ? (
          <ProfileForm
            profile={own.profile}
            currentYear={cityYear(Date.now())}
            readOnlyMessage={profileReadOnlyMessage(own.profile.status)}
            isSaving={saving.isSaving}
            onSubmit={(update) => void saving.save(update)}
            onCancel={() => navigate('/')}
          />
        ) : own.failed ? (
          <Alert
            tone="error"
            title={profilePageMessages.loadFailedTitle}
            actions={
              <Button variant="secondary" onPress={() => void own.retry()}>
                {profilePageMessages.retry}
              </Button>
            }
          >
            {profilePageMessages.loadFailedDescription}
          </Alert>
        ) : (
          <div className={loadingSpot}>
            <Spinner size="lg" label={profilePageMessages.loading} />
          </div>
        )}
        {/* docs/events.md#calendars: a blocked account may not read its events, so it has no feed either. */}
        {own.profile && own.profile.status !== 'blocked' && <CalendarSubscriptionBlock />}
      </Stack>
    </div>
  );
}
