import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/SiteFooter',
  component: SiteFooter,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      { rule: 'Подвал: ссылки «О проекте», «Условия использования», «Политика конфиденциальности»', state: 'Три ссылки', story: 'FirstYear' },
      { rule: 'Копирайт — диапазон от 2025 до текущего года', state: '«© 2025–2026 Городские события»', story: 'LaterYear' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstYear: Story = {
  name: '2025 год',
  args: { year: 2025 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 Городские события')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'О проекте' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Условия использования' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const LaterYear: Story = {
  name: '2026 год',
  args: { year: 2026 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025–2026 Городские события')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [FirstYear, LaterYear];

/**
 * Every named state at once, each under its caption. «landmark-unique» is off for this story only:
 * the footer's navigation has one fixed name, and a page never shows two footers.
 */
export const AllStates: Story = {
  name: 'Все состояния',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <StateGallery>
      {/* Not StatesGallery: each frame's section is named after its state, which `show` is not given. */}
      {REVIEW_STATES.map((state) => (
        <StateFigure key={state.name} caption={state.name ?? ''}>
          {/* Inside a labelled section a footer is no contentinfo landmark, so the frame keeps one. */}
          <section aria-label={state.name}>
            <SiteFooter {...args} {...state.args} />
          </section>
        </StateFigure>
      ))}
    </StateGallery>
  ),
};
