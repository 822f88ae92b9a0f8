import type { APIRequestContext } from '@playwright/test';
import { linkFromMail } from './fixtures';
import type { RunningPlatform } from './platform';

let counter = 0;
/** A fresh address per call, so journeys never collide with each other or with the demo data. */
export const uniqueEmail = (prefix: string): string => `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;

export interface AccountOptions {
  /**
   * The client address the registration comes from (sent as X-Forwarded-For; the platform must
   * run with TRUST_PROXY): each journey person is then a different client for the per-address
   * registration limit (docs/operations.md#rate-limits) instead of all sharing 127.0.0.1.
   */
  clientAddress?: string;
}

/** Registers through the API and follows the link from the real mail, as a person would. */
export async function createVerifiedAccount(
  platform: RunningPlatform,
  request: APIRequestContext,
  email: string,
  password: string,
  { clientAddress }: AccountOptions = {},
): Promise<void> {
  const headers = { Origin: platform.url };
  const registered = await request.post(`${platform.url}/api/auth/register`, {
    headers: clientAddress ? { ...headers, 'X-Forwarded-For': clientAddress } : headers,
    data: { email, password, confirmPassword: password },
  });
  if (registered.status() !== 201) throw new Error(`Регистрация не удалась: ${registered.status()} ${await registered.text()}`);
  const mail = await platform.mail.nextMailTo(email);
  const token = new URL(linkFromMail(mail.text, '/verify-email')).searchParams.get('token');
  const verified = await request.post(`${platform.url}/api/auth/verify-email`, { headers, data: { token } });
  if (!verified.ok()) throw new Error(`Подтверждение не удалось: ${verified.status()} ${await verified.text()}`);
}
