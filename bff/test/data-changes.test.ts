import { describe, expect, it } from 'vitest';
import { createDataChanges, parsePayload, topicsWrittenBy } from '../src/db/data-changes';

describe('which copies a statement can make stale', () => {
  it.each([
    ['SELECT * FROM events', []],
    ['  (SELECT event_id FROM event_favorites) UNION ALL (SELECT event_id FROM event_participants)', []],
    ['select 1', []],
    ['INSERT INTO event_participants (event_id, user_id) VALUES ($1, $2)', ['events', 'viewers']],
    ['DELETE FROM event_favorites WHERE event_id = $1', ['viewers']],
    ['DELETE FROM event_waitlist WHERE event_id = $1 AND user_id = $2', ['events', 'viewers']],
    ['UPDATE events SET title = $1', ['events']],
    ['UPDATE users SET display_name = $1', ['events', 'accounts']],
    ['DELETE FROM sessions WHERE token_hash = $1', ['accounts']],
    ['INSERT INTO rate_limit_hits (action, key) VALUES ($1, $2)', []],
    ['WITH moved AS (UPDATE event_claims SET status = $1 RETURNING event_id) SELECT * FROM moved', ['events']],
  ])('%s', (sql, topics) => {
    expect(topicsWrittenBy(sql)).toEqual(topics);
  });
});

describe('a NOTIFY payload', () => {
  it('names a topic, and a person for viewer marks', () => {
    expect(parsePayload('events')).toEqual({ topics: ['events'], key: null });
    expect(parsePayload('viewers:42')).toEqual({ topics: ['viewers'], key: '42' });
  });

  it('that is unknown counts for everything', () => {
    expect(parsePayload('tickets').topics).toEqual(['events', 'accounts', 'viewers']);
    expect(parsePayload(undefined).topics).toEqual(['events', 'accounts', 'viewers']);
  });
});

describe('data changes', () => {
  it('tell the subscribers of the topic, and everyone when announcements come back after a gap', () => {
    const changes = createDataChanges(true);
    const heard: string[] = [];
    changes.subscribe('events', (key) => heard.push(`events ${key}`));
    changes.subscribe('viewers', (key) => heard.push(`viewers ${key}`));
    changes.announce(['viewers'], '7');
    changes.announce(['accounts']);
    expect(heard).toEqual(['viewers 7']);
    changes.setComplete(false);
    expect(changes.complete).toBe(false);
    changes.setComplete(true);
    expect(heard).toEqual(['viewers 7', 'events null', 'viewers null']);
  });
});
