import { createHash } from 'node:crypto';

/** Any fixed UUID: it only keeps our ids apart from other name-based UUIDs. */
const NAMESPACE = Buffer.from('6f1c2a4e8b3d4c5fa1e27d9b0c3e5f71', 'hex');

/**
 * The job id for an idempotency key: a name-based UUID (RFC 4122 version 5), so the same key
 * always gives the same id and the queue's primary key refuses a second job under it, on any
 * instance, even when two transactions race.
 */
export function jobIdFor(key: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(key, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
