import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { anonymousUserName, canPerformActions, type User } from '@city/contracts';
import { Link, LinkButton, ComplaintDialog, Spinner, Stack, UserProfileCard } from '@city/design-system';
import { userProfileMessages } from '../../../i18n/profileMessages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicProfile } from '../hooks/usePublicProfile';
import { useUserComplaint } from '../hooks/useUserComplaint';
import { parseUserId } from '../mappers/userId';
import { UserNotFound } from './UserNotFound';
import { cardColumn, loadingSpot } from './layout.css';

/**
 * docs/people.md#public-profile: /users/{userId}, what a person shows of themselves and the events they
 * organize. One's own page is the same public view (what others see), with a link to edit instead
 * of the report button; a suspended viewer may look but not report (docs/people.md#reporting-a-person).
 */
export interface UserProfilePageProps {
  viewer: User;
  /** The person's events (the events feature's list), handed in by the shell. */
  eventsSection: ComponentType<{ userId: number; viewer: User; isOwn: boolean }>;
}

export function UserProfilePage({ viewer, eventsSection: EventsSection }: UserProfilePageProps) {
  const userId = parseUserId(useParams().userId);
  const { profile, isMissing } = usePublicProfile(userId);
  const complaint = useUserComplaint(profile);
  const name = profile ? (profile.displayName ?? anonymousUserName(profile.id)) : null;
  usePageTitle(name ?? userProfileMessages.pageTitle);

  if (isMissing) return <UserNotFound />;
  if (!profile || name === null) {
    return (
      <div className={loadingSpot}>
        <Spinner size="lg" label={userProfileMessages.loading} />
      </div>
    );
  }

  const isOwn = profile.id === viewer.id;
  const canComplain = !isOwn && canPerformActions(viewer.status);
  return (
    <>
      <Stack gap="xl">
        <Link variant="standalone" href="/events">
          {userProfileMessages.backToEvents}
        </Link>
        <div className={cardColumn}>
          <Stack gap="md">
            <UserProfileCard profile={profile} onComplain={canComplain ? () => complaint.setOpen(true) : undefined} />
            {isOwn && (
              <div>
                <LinkButton href="/profile" variant="secondary">
                  {userProfileMessages.editProfile}
                </LinkButton>
              </div>
            )}
          </Stack>
        </div>
        <EventsSection userId={profile.id} viewer={viewer} isOwn={isOwn} />
      </Stack>
      <ComplaintDialog
        isOpen={complaint.isOpen}
        onOpenChange={complaint.setOpen}
        onSubmit={complaint.submit}
        title={userProfileMessages.complaintTitle}
        description={userProfileMessages.complaintDescription(name)}
      />
    </>
  );
}
