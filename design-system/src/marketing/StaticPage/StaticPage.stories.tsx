import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../../primitives/Alert';
import { sampleRelated } from '../../fixtures';
import { Section } from '../Section';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { StaticPage } from './StaticPage';

const meta = {
  title: 'Участник/Лендинг/StaticPage',
  component: StaticPage,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Условия (обновлены 14.08.2025): только совершеннолетние; жалобы рассматриваются в течение 14 рабочих дней',
        state: 'Документ с датой обновления и ссылками на другие страницы',
        story: 'Document',
      },
      {
        rule: 'О проекте: предупреждение о бета-версии',
        state: 'Страница с предупреждением, без даты',
        story: 'WithNotice',
      },
      {
        rule: 'Статические страницы ссылаются друг на друга',
        state: 'Навигация «Смотрите также»',
        story: 'Document',
      },
    ] satisfies SpecRule[],
  },
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

export const AllStates: Story = {
  name: 'Все состояния',
  // The gallery draws its own pages; these args only satisfy the component's required props.
  args: { title: 'Условия использования', children: null },
  render: () => (
    <StateGallery>
      <StateFigure caption="Документ с датой обновления">
        <StaticPage {...Document.args} />
      </StateFigure>
      <StateFigure caption="Страница с предупреждением, без даты">
        <StaticPage {...WithNotice.args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  },
};
