import { describe, expect, it } from 'vitest';
import { requiredRolesText } from './accessDeniedText';

describe('requiredRolesText', () => {
  it('names every role that opens the page, joined with «или»', () => {
    expect(requiredRolesText(['moderator', 'admin'])).toBe('Модератор или Администратор');
    expect(requiredRolesText(['admin'])).toBe('Администратор');
  });
});
