import { DEFAULT_CITY_TIME_ZONE, formatWallClock, instantToWallClock } from '@city/contracts';
import { linkFromMail } from '../support/fixtures';
import { expect, test } from '../support/events';

const TITLE = 'Вечер настольных игр в антикафе';

/** Start times fall on quarter hours (docs/events.md#timing). */
const QUARTER_HOUR_MS = 15 * 60_000;

/** The city's wall clock about `hours` from now, on a quarter hour: an event that starts within the reminders' day. */
const cityTimeIn = (hours: number): string => {
  const instant = Math.ceil((Date.now() + hours * 3_600_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return `${formatWallClock(instantToWallClock(instant, DEFAULT_CITY_TIME_ZONE)).slice(0, 16)}:00`;
};

test('a full event keeps a line: the first waiting takes a freed place and hears of it; a reminder comes with a one-click unsubscribe', async ({
  person,
  platform,
}) => {
  const organizer = await person('host');
  const event = await organizer.api.create({ title: TITLE, startDate: cityTimeIn(5), maxParticipants: 1 });

  // Joined within a day of the start: the reminder comes at once (docs/events.md#reminders).
  const anna = await person('anna');
  await anna.page.goto(`/events/${event.id}`);
  await anna.page.getByRole('button', { name: 'Принять участие' }).click();
  await expect(anna.page.getByRole('button', { name: 'Отменить участие' })).toBeVisible();
  const reminder = await platform.mail.nextMailTo(anna.email);
  expect(reminder.subject).toBe(`Напоминание: ${TITLE} — Городские события`);

  // The event is full: the next person stands in line and sees their place.
  const boris = await person('boris');
  await boris.page.goto(`/events/${event.id}`);
  await boris.page.getByRole('button', { name: 'Встать в лист ожидания' }).click();
  await expect(boris.page.getByText('Вы в листе ожидания: 1-й по очереди из 1')).toBeVisible();
  await expect(boris.page.getByRole('button', { name: 'Покинуть лист ожидания' })).toBeVisible();

  // Anna leaves: Boris takes her place in the same transaction and is told by mail.
  await anna.page.getByRole('button', { name: 'Отменить участие' }).click();
  await expect(anna.page.getByRole('button', { name: 'Встать в лист ожидания' })).toBeVisible();
  const promoted = await platform.mail.nextMailTo(boris.email);
  expect(promoted.subject).toMatch(/^(Освободилось место|Напоминание): /);
  await boris.page.reload();
  await expect(boris.page.getByRole('button', { name: 'Отменить участие' })).toBeVisible();

  // The reminder's own link unsubscribes without signing in.
  const stranger = await anna.context.browser()!.newContext({ baseURL: platform.url });
  try {
    const page = await stranger.newPage();
    await page.goto(linkFromMail(reminder.text, '/unsubscribe', 'key'));
    await expect(page.getByRole('heading', { name: 'Вы отписались от напоминаний о событиях' })).toBeVisible();
  } finally {
    await stranger.close();
  }
  await anna.page.goto('/profile');
  await expect(anna.page.getByRole('switch', { name: 'Напоминать о событиях' })).not.toBeChecked();
});
