import { AUTH_MESSAGES } from '@city/contracts';
import { ServiceUnavailableError } from '../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

export interface PasswordWorkLimits {
  /** argon2 runs at most this many at once (each takes ~19 MiB and a core for tens of ms). */
  concurrency: number;
  /** A check that waits longer than this for its turn answers 503 instead. */
  queueTimeoutMs: number;
}

/**
 * Runs at most `slots` tasks at once; the rest wait in order, each with a deadline after which
 * it is refused (503) without running. docs/operations.md#logs: unbounded argon2 work let 16 bogus resets push
 * an ordinary login to 10 s; a queue keeps every request's wait short and knowable.
 */
export class WorkSlots {
  private running = 0;
  private peak = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    private readonly slots: number,
    private readonly queueTimeoutMs: number,
    private readonly busyMessage: string,
  ) {}

  /** The most tasks that ever ran at once (tests read it). */
  get peakRunning(): number {
    return this.peak;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  /** Resolves with the slot already taken, so a newcomer cannot slip in between hand-over and start. */
  private acquire(): Promise<void> {
    if (this.running < this.slots && this.waiting.length === 0) {
      this.take();
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.take();
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new ServiceUnavailableError(this.busyMessage));
        }, this.queueTimeoutMs),
      };
      this.waiting.push(entry);
    });
  }

  private take(): void {
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
  }

  private next(): void {
    while (this.running < this.slots && this.waiting.length > 0) this.waiting.shift()?.start();
  }
}

/** Every argon2 operation a request causes (login, register, reset) goes through one queue per instance. */
export class PasswordHasher {
  readonly slots: WorkSlots;
  /**
   * A password reset runs whole (its count, token lookup, hash and write) in one of these, so a
   * flood of resets, even with made-up tokens from many addresses, holds only a few requests'
   * share of the database and the thread; sign-ins are not queued behind them.
   */
  readonly resets: WorkSlots;

  constructor({ concurrency, queueTimeoutMs }: PasswordWorkLimits) {
    this.slots = new WorkSlots(concurrency, queueTimeoutMs, AUTH_MESSAGES.passwordWorkBusy);
    this.resets = new WorkSlots(concurrency, queueTimeoutMs, AUTH_MESSAGES.passwordWorkBusy);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hashPassword(password));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.slots.run(() => verifyPassword(passwordHash, password));
  }

  /** An unknown e-mail costs the same queue and time as a real check (no account enumeration by timing). */
  verifyAgainstDummy(password: string): Promise<false> {
    return this.slots.run(() => verifyAgainstDummy(password));
  }
}
