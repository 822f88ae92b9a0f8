import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordMatch } from './PasswordMatch';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/PasswordMatch',
  component: PasswordMatch,
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Подтверждение пароля с индикатором совпадения; пока подтверждение пусто — ничего', state: 'Пусто, место не занято', story: 'Empty' },
      { rule: 'Совпадение подтверждения', state: '«Пароли совпадают»', story: 'Match' },
      { rule: 'Несовпадение: «Пароли не совпадают»', state: '«Пароли не совпадают»', story: 'Mismatch' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof PasswordMatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Подтверждение пусто',
  args: { password: 'Abcdef1', confirmation: '' },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeInTheDocument();
    await expect(region).toBeEmptyDOMElement();
    await expect(region?.getBoundingClientRect().height).toBe(0);
  },
};

export const Match: Story = {
  name: 'Пароли совпадают',
  args: { password: 'Abcdef1', confirmation: 'Abcdef1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Пароли совпадают')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveAttribute('data-match', 'true');
  },
};

export const Mismatch: Story = {
  name: 'Пароли не совпадают',
  args: { password: 'Abcdef1', confirmation: 'Abcdef2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveAttribute('data-match', 'false');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Empty, Match, Mismatch];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  args: { password: '', confirmation: '' },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <PasswordMatch {...args} {...stateArgs} />}
    />
  ),
};
