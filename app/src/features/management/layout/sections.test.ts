import { describe, expect, it } from 'vitest';
import { MANAGEMENT_SECTIONS, sectionAt, sectionsFor } from './sections';

describe('the back office’s sections (docs/back-office.md#layout, docs/back-office.md#access)', () => {
  it('an admin sees every section in the sidebar’s order, Users included', () => {
    expect(sectionsFor('admin').map((section) => section.href)).toEqual([
      '/management/dashboard',
      '/management/claims/events',
      '/management/claims/users',
      '/management/users',
      '/management/feedback',
      '/management/statistics',
      '/management/moderation-sample',
    ]);
  });

  it('a moderator sees every section but Users; a plain user none', () => {
    expect(sectionsFor('moderator').map((section) => section.id)).toEqual([
      'dashboard',
      'claims-events',
      'claims-users',
      'feedback',
      'statistics',
      'moderation-sample',
    ]);
    expect(sectionsFor('user')).toEqual([]);
  });

  it('every section path sits below /management', () => {
    for (const section of MANAGEMENT_SECTIONS) expect(section.href).toBe(`/management/${section.path}`);
  });
});

describe('sectionAt', () => {
  it.each([
    ['/management', 'dashboard'],
    ['/management/', 'dashboard'],
    ['/management/dashboard', 'dashboard'],
    ['/management/claims/events', 'claims-events'],
    ['/management/claims/users/', 'claims-users'],
    ['/management/users', 'users'],
    ['/management/statistics', 'statistics'],
    ['/management/moderation-sample', 'moderation-sample'],
  ])('%s belongs to %s', (pathname, id) => {
    expect(sectionAt(pathname)).toBe(id);
  });

  it('a path of no section (the 404) belongs to none, nor does a look-alike prefix', () => {
    expect(sectionAt('/management/nowhere')).toBeNull();
    expect(sectionAt('/management/claims')).toBeNull();
    expect(sectionAt('/management/usersearch')).toBeNull();
  });
});
