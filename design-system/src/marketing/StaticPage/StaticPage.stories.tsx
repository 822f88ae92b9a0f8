import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../../primitives/Alert';
import { sampleRelated } from '../../fixtures';
import { Section } from '../Section';
import { StaticPage } from './StaticPage';

const meta = {
  title: 'Участник/Лендинг/StaticPage',
  component: StaticPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaticPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {
  name: 'Документ с датой обновления',
  args: {
    title: 'Условия использования',
    updated: { label: 'Последнее обновление:', date: '14.08.2025', dateTime: '2025-08-14' },
    lead: 'Пользуясь сервисом, вы принимаете эти условия.',
    related: sampleRelated,
    children: (
      <>
        <Section id="age" heading="Кто может пользоваться сервисом">
          <p>Только совершеннолетние.</p>
        </Section>
        <Section id="complaints" heading="Жалобы и модерация">
          <p>Жалобы рассматриваются в течение 14 рабочих дней.</p>
        </Section>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Условия использования' })).toBeVisible();
    const updated = canvas.getByText('14.08.2025');
    await expect(updated.tagName).toBe('TIME');
    await expect(updated).toHaveAttribute('datetime', '2025-08-14');
    await expect(updated.parentElement).toHaveTextContent('Последнее обновление: 14.08.2025');
    await expect(canvas.getByRole('region', { name: 'Жалобы и модерация' })).toHaveAttribute('id', 'complaints');
    const related = canvas.getByRole('navigation', { name: 'Смотрите также' });
    const links = within(related).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(sampleRelated.links.map((link) => link.href));
  },
};

export const WithNotice: Story = {
  name: 'Страница с предупреждением, без даты',
  args: {
    title: 'О проекте',
    notice: (
      <Alert tone="warning" title="Бета-версия">
        Сервис работает в режиме бета-тестирования.
      </Alert>
    ),
    children: (
      <Section heading="Участникам">
        <p>Находите события по душе.</p>
      </Section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Бета-версия');
    await expect(canvas.queryByText(/Последнее обновление/)).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const DocumentDark: Story = { ...Document, name: 'Документ с датой обновления, тёмная тема', globals: { theme: 'dark' } };
export const WithNoticeDark: Story = {
  ...WithNotice,
  name: 'Страница с предупреждением, тёмная тема',
  globals: { theme: 'dark' },
};
