import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const LONG_COMPLAINT =
  'Организатор требует предоплату переводом на личную карту, а после оплаты перестаёт отвечать. ' +
  'Так уже случилось с тремя участниками из нашего чата, деньги никто не вернул.';

const meta = {
  title: 'Управление/TruncatedText',
  component: TruncatedText,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { text: 'Спам в описании мероприятия' },
  parameters: {
    specRules: [
      { rule: 'Текст жалобы в таблице обрезается на 100 символах', state: 'Первые 100 символов и многоточие, кнопка «Показать полностью»', story: 'Long' },
      { rule: 'Текст не длиннее 100 символов показывается целиком', state: 'Текст без кнопки', story: 'Short' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof TruncatedText>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Short: Story = {
  name: 'Короткий',
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Спам в описании мероприятия$/);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Long: Story = {
  name: 'Длинный',
  args: { text: LONG_COMPLAINT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cut = `${Array.from(LONG_COMPLAINT).slice(0, 100).join('').trimEnd()}…`;
    // What is seen: the first 100 characters and the ellipsis.
    await expect(canvas.getByText(cut)).toHaveAttribute('aria-hidden', 'true');
    // What a screen reader reads: the whole text.
    await expect(canvas.getByText(LONG_COMPLAINT)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Показать полностью' })).toBeVisible();
  },
};

/** Behaviour test: Tab reaches the button, Enter opens the full text, Escape closes it. */
export const LongByKeyboard: Story = {
  ...Long,
  name: 'Длинный: полный текст с клавиатуры',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard: Tab reaches the button, Enter opens the full text, Escape closes it.
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Показать полностью' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Полный текст' });
    await expect(popover).toHaveTextContent(LONG_COMPLAINT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Short, Long];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <TruncatedText {...args} {...stateArgs} />}
    />
  ),
};
