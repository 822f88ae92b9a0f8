import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { anonymousUserName, type PublicProfile } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { FlagIcon, PersonIcon } from '../../primitives/shared';
import { StatusBadge } from '../StatusBadge';
import { formatAge, formatMemberSince } from './profileFacts';
import * as styles from './UserProfileCard.css';

export interface UserProfileCardProps {
  /** Absent fields are the ones their owner hides: they are not shown at all. */
  profile: PublicProfile;
  /** Shown as a 'Пожаловаться' button when given (not on one's own profile). */
  onComplain?(): void;
  /** The name's heading; 1 by default, as the card is what /users/{id} is about. */
  headingLevel?: 1 | 2 | 3;
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wideFact : styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={wide ? styles.bio : styles.value}>{children}</dd>
    </div>
  );
}

/** docs/people.md#public-profile: what someone shows of themselves on /users/{id}. */
export function UserProfileCard({ profile, onComplain, headingLevel = 1 }: UserProfileCardProps) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <PersonIcon />
        </span>
        <div className={styles.identity}>
          <Heading level={headingLevel} id={nameId} className={styles.name}>
            {profile.displayName ?? anonymousUserName(profile.id)}
          </Heading>
          <StatusBadge status={profile.status} />
        </div>
      </div>

      <dl className={styles.facts}>
        {profile.age !== undefined && <Fact term="Возраст">{formatAge(profile.age)}</Fact>}
        {profile.city && <Fact term="Город">{profile.city}</Fact>}
        <Fact term="Дата регистрации">{formatMemberSince(profile.createdAt)}</Fact>
        {profile.bio && (
          <Fact term="О себе" wide>
            {profile.bio}
          </Fact>
        )}
      </dl>

      {onComplain && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onPress={onComplain}>
            <FlagIcon />
            Пожаловаться
          </Button>
        </div>
      )}
    </article>
  );
}
