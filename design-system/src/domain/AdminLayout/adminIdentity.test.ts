import { describe, expect, it } from 'vitest';
import { adminName, adminRoleLabel } from './adminIdentity';

describe('the admin layout’s identity line (docs/back-office.md#layout)', () => {
  it('names the person by display name, by e-mail when the name is missing or blank', () => {
    expect(adminName({ displayName: 'Мария', email: 'maria@example.com' })).toBe('Мария');
    expect(adminName({ displayName: null, email: 'maria@example.com' })).toBe('maria@example.com');
    expect(adminName({ displayName: '   ', email: 'maria@example.com' })).toBe('maria@example.com');
  });

  it('labels the role in Russian; an unknown role reads as a plain user (docs/back-office.md#layout)', () => {
    expect(adminRoleLabel('admin')).toBe('Администратор');
    expect(adminRoleLabel('moderator')).toBe('Модератор');
    expect(adminRoleLabel('superuser')).toBe('Пользователь');
  });
});
