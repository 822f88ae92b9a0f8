import { describe, expect, it } from 'vitest';
import { eventFixture, FIXTURE_NOW, FIXTURE_ORGANIZER_ID, FIXTURE_VIEWER_ID } from '../../../testing/fixtures';
import { editAccess } from './editAccess';

const ZONE = 'Europe/Moscow';
const organizer = { id: FIXTURE_ORGANIZER_ID, status: 'confirmed' } as const;

describe('editAccess (docs/events.md#creating-and-editing)', () => {
  it('lets the organizer edit an upcoming event without complaints', () => {
    expect(editAccess(eventFixture(), organizer, FIXTURE_NOW, ZONE)).toEqual({ kind: 'allowed' });
  });

  it('sends anyone else away', () => {
    const other = { id: FIXTURE_VIEWER_ID, status: 'confirmed' } as const;
    expect(editAccess(eventFixture(), other, FIXTURE_NOW, ZONE)).toEqual({ kind: 'not-organizer' });
  });

  it('locks a started event with the spec message', () => {
    const started = eventFixture({ startDate: '2026-11-20T14:45:00' });
    expect(editAccess(started, organizer, FIXTURE_NOW, ZONE)).toEqual({
      kind: 'locked',
      message: 'Мероприятие началось, невозможно его редактировать или отменить',
    });
  });

  it('locks an event under a complaint, user-filed or automatic', () => {
    expect(editAccess(eventFixture({ claim: true }), organizer, FIXTURE_NOW, ZONE)).toEqual({
      kind: 'locked',
      message: 'Редактирование и удаление заблокированы',
    });
  });

  it('locks editing for a suspended organizer (the server would refuse)', () => {
    const suspended = { id: FIXTURE_ORGANIZER_ID, status: 'suspended' } as const;
    const access = editAccess(eventFixture(), suspended, FIXTURE_NOW, ZONE);
    expect(access.kind).toBe('locked');
    expect(access.kind === 'locked' && access.message).toMatch(/приостановлен/);
  });
});
