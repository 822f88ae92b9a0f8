import { describe, expect, it } from 'vitest';
import { supportEmail } from './supportEmail';

describe('supportEmail: the contacts mailbox on the public host', () => {
  it('uses the host the site is served from', () => {
    expect(supportEmail('events.example.org')).toBe('support@events.example.org');
  });

  it('drops a leading www. only', () => {
    expect(supportEmail('www.events.example.org')).toBe('support@events.example.org');
    expect(supportEmail('wwwevents.example.org')).toBe('support@wwwevents.example.org');
  });
});
