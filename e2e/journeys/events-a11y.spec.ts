import { expectNoSeriousFindings } from '../support/axe';
import { expect, test } from '../support/events';

for (const scheme of ['light', 'dark'] as const) {
  test(`the events pages (${scheme}) have no serious or critical axe findings`, async ({ person }) => {
    const organizer = await person(`axe-${scheme}`);
    const own = await organizer.api.create({ title: 'Лекция об архитектуре конструктивизма', category: 'культура и искусство' });
    const neighbour = await person(`axe-neighbour-${scheme}`);
    const joined = await neighbour.api.create({ title: 'Турнир по настольному теннису', category: 'спорт и туризм', isPaid: true, price: 300 });
    await organizer.api.join(joined.id);

    const page = organizer.page;
    await page.emulateMedia({ colorScheme: scheme });
    const pages = [
      { path: '/events', ready: page.getByRole('article').first() },
      { path: `/events/${joined.id}`, ready: page.getByRole('button', { name: 'Отменить участие' }) },
      { path: `/events/${own.id}`, ready: page.getByRole('button', { name: 'Редактировать' }) },
      { path: '/create-event', ready: page.getByRole('button', { name: 'Создать мероприятие' }) },
      { path: '/my-events', ready: page.getByRole('article', { name: joined.title }) },
      { path: '/organizator', ready: page.getByRole('article', { name: own.title }) },
    ];
    for (const { path, ready } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(ready).toBeVisible();
        // The theme followed the emulated preference (docs/accounts.md#site-frame).
        const toggleName = scheme === 'light' ? 'Включить тёмную тему' : 'Включить светлую тему';
        await expect(page.getByRole('button', { name: toggleName })).toBeVisible();
        await expectNoSeriousFindings(page);
      });
    }
  });
}
