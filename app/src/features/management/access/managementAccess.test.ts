import { describe, expect, it } from 'vitest';
import type { Role, UserStatus } from '@city/contracts';
import { STAFF_ROLES } from '../layout/sections';
import { managementAccess } from './managementAccess';

const ADMIN_ONLY: readonly Role[] = ['admin'];
const viewer = (role: Role, status: UserStatus = 'confirmed') => ({ role, status });

describe('managementAccess (docs/back-office.md#access)', () => {
  it('opens the staff pages to a confirmed moderator and admin', () => {
    expect(managementAccess(viewer('moderator'), STAFF_ROLES)).toEqual({ allowed: true });
    expect(managementAccess(viewer('admin'), STAFF_ROLES)).toEqual({ allowed: true });
  });

  it('denies a plain user for the role, naming the roles the page needs', () => {
    expect(managementAccess(viewer('user'), STAFF_ROLES)).toEqual({ allowed: false, reason: 'role', requiredRoles: STAFF_ROLES });
  });

  it('a plain user’s own suspension is not the reason: the role is', () => {
    expect(managementAccess(viewer('user', 'suspended'), STAFF_ROLES)).toMatchObject({ allowed: false, reason: 'role' });
  });

  it('denies suspended and blocked staff for their status, on every page', () => {
    expect(managementAccess(viewer('moderator', 'suspended'), STAFF_ROLES)).toMatchObject({ allowed: false, reason: 'suspended' });
    expect(managementAccess(viewer('admin', 'blocked'), STAFF_ROLES)).toMatchObject({ allowed: false, reason: 'blocked' });
    expect(managementAccess(viewer('moderator', 'blocked'), ADMIN_ONLY)).toMatchObject({ allowed: false, reason: 'blocked' });
  });

  it('opens the users page to an admin only; a moderator is told the section is for administrators', () => {
    expect(managementAccess(viewer('admin'), ADMIN_ONLY)).toEqual({ allowed: true });
    expect(managementAccess(viewer('moderator'), ADMIN_ONLY)).toEqual({ allowed: false, reason: 'section', requiredRoles: ADMIN_ONLY });
  });
});
