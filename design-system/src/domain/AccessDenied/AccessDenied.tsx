import type { Role } from '@city/contracts';
import { LinkButton } from '../../primitives/LinkButton';
import { DetailList, type DetailLine } from '../DetailList';
import { RoleBadge } from '../RoleBadge';
import { StatusBadge } from '../StatusBadge';
import { StatusScreen } from '../StatusScreen';
import {
  ACCESS_DENIED_DESCRIPTIONS,
  ACCESS_DENIED_TITLE,
  requiredRolesText,
  type AccessDeniedReason,
} from './accessDeniedText';
import * as styles from './AccessDenied.css';

export interface AccessDeniedProps {
  reason: AccessDeniedReason;
  /** The roles that open the page: moderator and admin, or admin alone for the users page. */
  requiredRoles: readonly Role[];
  /** The person's role as the API gives it; an unknown one reads as a plain user. */
  currentRole: string | null | undefined;
  /** Shown for the suspended and blocked variants. */
  currentStatus?: string | null;
  /** docs/back-office.md#access: the back button leads to '/'. */
  homeHref?: string;
  /** A moderator on an administrators' page goes back to the admin panel instead. */
  managementHref?: string;
}

/**
 * docs/back-office.md#access: the access-denied screen of the back office, with the roles the page needs
 * and the person's own; its variant for a suspended or blocked staff account says the account
 * cannot use the admin panel.
 */
export function AccessDenied({
  reason,
  requiredRoles,
  currentRole,
  currentStatus,
  homeHref = '/',
  managementHref = '/management',
}: AccessDeniedProps) {
  const lines: DetailLine[] = [
    { term: 'Требуемая роль', detail: requiredRolesText(requiredRoles) },
    { term: 'Ваша роль', detail: <RoleBadge role={currentRole} /> },
  ];
  if (reason === 'suspended' || reason === 'blocked') lines.push({ term: 'Статус аккаунта', detail: <StatusBadge status={currentStatus ?? reason} /> });

  return (
    <StatusScreen
      tone={reason === 'role' || reason === 'section' ? 'error' : 'warning'}
      title={ACCESS_DENIED_TITLE}
      description={
        <div className={styles.description}>
          <p className={styles.reason}>{ACCESS_DENIED_DESCRIPTIONS[reason]}</p>
          <div className={styles.facts}>
            <DetailList lines={lines} />
          </div>
        </div>
      }
      actions={
        reason === 'section' ? (
          <LinkButton href={managementHref}>В админ-панель</LinkButton>
        ) : (
          <LinkButton href={homeHref}>На главную</LinkButton>
        )
      }
    />
  );
}
