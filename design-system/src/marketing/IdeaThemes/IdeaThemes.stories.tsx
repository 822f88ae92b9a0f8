import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePriceNote, sampleThemes } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { IdeaThemes } from './IdeaThemes';

const meta = {
  title: 'Участник/Лендинг/IdeaThemes',
  component: IdeaThemes,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Идеи сгруппированы в четыре темы: досуг, культура и искусство, обучение, спорт и туризм',
        state: 'Четыре темы',
        story: 'FourThemes',
      },
      {
        rule: 'Цены на лендинге (например, 100 рублей или «Бесплатно») — только примеры',
        state: 'Примеры цен и пометка о них',
        story: 'FourThemes',
      },
    ] satisfies SpecRule[],
  },
  args: { themes: sampleThemes, priceNote: samplePriceNote },
} satisfies Meta<typeof IdeaThemes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourThemes: Story = {
  name: 'Четыре темы с примерами цен',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      sampleThemes.map((theme) => theme.title),
    );
    await expect(canvas.getByText(samplePriceNote)).toBeVisible();
    const learning = canvas.getByText('Разговорный клуб').closest('li');
    if (!learning) throw new Error('idea without a list item');
    // Read aloud as an example price, shown as the event card shows prices.
    await expect(learning.textContent).toBe('Разговорный клуб, пример цены: 100\u00a0₽');
    // Text queries read the no-break spaces as plain ones.
    await expect(within(learning).getByText('100 ₽')).toBeVisible();
    await expect(canvas.getAllByText('Бесплатно')).toHaveLength(3);
    await expect(canvas.getByText('1 500 ₽')).toBeVisible();
  },
};

export const OneFreeTheme: Story = {
  name: 'Только бесплатные идеи',
  args: { themes: [{ title: 'Спорт и туризм', ideas: [{ title: 'Утренняя пробежка', price: null }] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.queryByText(/₽/)).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Четыре темы с примерами цен">
        <IdeaThemes {...args} />
      </StateFigure>
      <StateFigure caption="Только бесплатные идеи">
        <IdeaThemes {...args} {...OneFreeTheme.args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(sampleThemes.length + 1);
  },
};
