import { describe, expect, it } from 'vitest';
import type { ComplaintStatus, UserStatus } from '@city/contracts';
import { sanctionsFor } from './userSanctions';

const row = (status: ComplaintStatus, user_status: UserStatus) => ({ status, user_status });

describe('sanctionsFor (docs/back-office.md#event-complaints)', () => {
  it('a pending or approved complaint about an active account offers block and suspend', () => {
    expect(sanctionsFor(row('pending', 'confirmed'))).toEqual(['block', 'suspend']);
    expect(sanctionsFor(row('approved', 'confirmed'))).toEqual(['block', 'suspend']);
  });

  it('a rejected complaint about an active account offers nothing', () => {
    expect(sanctionsFor(row('rejected', 'confirmed'))).toEqual([]);
  });

  it('a blocked account can only be unblocked, whatever the complaint', () => {
    expect(sanctionsFor(row('pending', 'blocked'))).toEqual(['unblock']);
    expect(sanctionsFor(row('rejected', 'blocked'))).toEqual(['unblock']);
  });

  it('a suspended account can be unblocked, or blocked while the complaint stands', () => {
    expect(sanctionsFor(row('approved', 'suspended'))).toEqual(['block', 'unblock']);
    expect(sanctionsFor(row('rejected', 'suspended'))).toEqual(['unblock']);
  });
});
