/**
 * What readers that keep copies of the data (the list cache, the session cache) need from the
 * database layer: a signal after any write this process commits, and after any write another
 * instance announces on the shared PostgreSQL (LISTEN/NOTIFY), and whether those announcements
 * can be trusted.
 */

/**
 * What a copy depends on: the lists' events, the accounts behind sessions, or a viewer's own
 * favourites, participations and waitlists (announced per person where the writer knows whose they are).
 */
export type ChangeTopic = 'events' | 'accounts' | 'viewers';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['events', 'accounts', 'viewers'];

/**
 * The channel the triggers of migration 005 notify. The payload is a topic, or `viewers:<user id>`
 * for one person's marks.
 */
export const CHANGES_CHANNEL = 'data_changed';

/** The tables each topic reads (services/event-rows.ts; services/sessions.ts; services/viewer-marks.ts). */
const TOPIC_TABLES: Record<ChangeTopic, RegExp> = {
  events: /\b(events|event_participants|event_waitlist|event_claims|users)\b/i,
  accounts: /\b(sessions|users)\b/i,
  viewers: /\b(event_participants|event_favorites|event_waitlist)\b/i,
};

/** The change's scope within its topic: one key (a user id), or everything (null). */
export type ChangeListener = (key: string | null) => void;

export interface DataChanges {
  /** `onChange` runs after each announced change of `topic`; the returned function unsubscribes. */
  subscribe(topic: ChangeTopic, onChange: ChangeListener): () => void;
  /**
   * False while another instance's writes could go unannounced (the listening connection is
   * down or not yet up): copies must not be trusted then.
   */
  readonly complete: boolean;
  /**
   * Resolves once every write committed before the call has been announced here, so a request
   * that waits for it sees every write its client saw acknowledged, on any instance.
   */
  settled(): Promise<void>;
}

/** The writing side of DataChanges, kept by the driver. */
export interface DataChangeSource extends DataChanges {
  announce(topics: Iterable<ChangeTopic>, key?: string | null): void;
  setComplete(complete: boolean): void;
  /** How `settled` makes sure (the PostgreSQL listener's round trip); at once by default. */
  settleWith(settle: () => Promise<void>): void;
}

export function createDataChanges(initiallyComplete: boolean): DataChangeSource {
  // A single process (PGlite) announces its own writes before the writing call returns.
  let settle = (): Promise<void> => Promise.resolve();
  const listeners = new Map<ChangeTopic, Set<ChangeListener>>(CHANGE_TOPICS.map((topic) => [topic, new Set()]));
  let complete = initiallyComplete;
  const announce = (topics: Iterable<ChangeTopic>, key: string | null = null) => {
    for (const topic of topics) for (const listener of listeners.get(topic)!) listener(key);
  };
  return {
    subscribe(topic, onChange) {
      listeners.get(topic)!.add(onChange);
      return () => listeners.get(topic)!.delete(onChange);
    },
    get complete() {
      return complete;
    },
    settled: () => settle(),
    settleWith(value) {
      settle = value;
    },
    announce,
    setComplete(value) {
      // Coming back after a gap: whatever happened during it was not announced.
      if (value && !complete) announce(CHANGE_TOPICS);
      complete = value;
    },
  };
}

/**
 * The topics a statement may change. Reads begin with SELECT (or SHOW, EXPLAIN); a write counts
 * for every topic whose tables it names, which at worst empties a cache once too often.
 */
export function topicsWrittenBy(sql: string): ChangeTopic[] {
  if (/^[\s(]*(select|show|explain)\b/i.test(sql)) return [];
  return CHANGE_TOPICS.filter((topic) => TOPIC_TABLES[topic].test(sql));
}

/** A NOTIFY payload as topic and key; an unknown one (a newer instance's) counts for everything. */
export function parsePayload(payload: string | undefined): { topics: readonly ChangeTopic[]; key: string | null } {
  const [name, key] = (payload ?? '').split(':', 2);
  const topic = CHANGE_TOPICS.find((known) => known === name);
  return topic ? { topics: [topic], key: key ?? null } : { topics: CHANGE_TOPICS, key: null };
}

/** Topics noted inside a transaction, announced once it commits. */
export class PendingChanges {
  private readonly topics = new Set<ChangeTopic>();

  note(topics: Iterable<ChangeTopic>): void {
    for (const topic of topics) this.topics.add(topic);
  }

  flushTo(changes: DataChangeSource): void {
    if (this.topics.size > 0) changes.announce(this.topics);
  }
}
