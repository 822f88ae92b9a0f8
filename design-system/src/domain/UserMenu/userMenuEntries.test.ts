import { describe, expect, it } from 'vitest';
import { userDisplayName, userMenuEntries } from './userMenuEntries';

describe('userMenuEntries', () => {
  it('gives a user profile, feedback, about and logout, in that order', () => {
    expect(userMenuEntries('user').map((entry) => entry.label)).toEqual([
      'Профиль',
      'Обратная связь',
      'О проекте',
      'Выйти',
    ]);
  });

  it.each(['moderator', 'admin'] as const)('adds the admin panel for a %s, after the profile', (role) => {
    const entries = userMenuEntries(role);
    expect(entries.map((entry) => entry.id)).toEqual(['profile', 'management', 'feedback', 'about', 'logout']);
    expect(entries[1]).toEqual({ id: 'management', label: 'Админ-панель', href: '/management' });
  });

  it('links pages and leaves feedback and logout as actions', () => {
    const byId = Object.fromEntries(userMenuEntries('admin').map((entry) => [entry.id, entry]));
    expect(byId['profile']?.href).toBe('/profile');
    expect(byId['about']?.href).toBe('/about');
    expect(byId['feedback']?.href).toBeUndefined();
    expect(byId['logout']).toEqual({ id: 'logout', label: 'Выйти', tone: 'danger' });
  });
});

describe('userDisplayName', () => {
  it('prefers the display name and falls back to the e-mail when it is missing or blank', () => {
    expect(userDisplayName({ displayName: 'Анна Смирнова', email: 'anna@example.ru' })).toBe('Анна Смирнова');
    expect(userDisplayName({ displayName: null, email: 'anna@example.ru' })).toBe('anna@example.ru');
    expect(userDisplayName({ displayName: '   ', email: 'anna@example.ru' })).toBe('anna@example.ru');
  });
});
