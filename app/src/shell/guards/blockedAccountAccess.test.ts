import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '@city/contracts';
import { blockedAccountRedirect } from './blockedAccountAccess';

describe('blockedAccountRedirect (docs/accounts.md#statuses)', () => {
  it.each(['/', '/events', '/events/12', '/events/12/edit', '/create-event', '/my-events', '/organizator', '/users/3', '/no-such-page'])(
    'sends a blocked account from %s to /profile',
    (pathname) => {
      expect(blockedAccountRedirect('blocked', pathname)).toBe('/profile');
    },
  );

  it.each(['/profile', '/terms', '/privacy', '/about', '/contacts', '/terms/', '/profile/'])(
    'lets a blocked account read %s',
    (pathname) => {
      expect(blockedAccountRedirect('blocked', pathname)).toBeNull();
    },
  );

  it('does not treat a page that merely starts like an open one as open', () => {
    expect(blockedAccountRedirect('blocked', '/profiles')).toBe('/profile');
    expect(blockedAccountRedirect('blocked', '/about-us')).toBe('/profile');
  });

  it.each(USER_STATUSES.filter((status) => status !== 'blocked'))('never redirects a %s account', (status) => {
    for (const pathname of ['/', '/events', '/events/12', '/create-event', '/profile']) {
      expect(blockedAccountRedirect(status, pathname)).toBeNull();
    }
  });

  it('never redirects a signed-out visitor (signing in is RequireAuth’s business)', () => {
    expect(blockedAccountRedirect(null, '/events')).toBeNull();
    expect(blockedAccountRedirect(null, '/')).toBeNull();
  });
});
