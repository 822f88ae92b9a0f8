import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme';
import type { SpecRule } from '../../stories/specRules';
import { ErrorBox } from './ErrorBox';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/ErrorBox',
  component: ErrorBox,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Экраны управления показывают красный блок «Ошибка: {message}»',
        state: 'Красный блок; причина, уже начатая с «Ошибка», без второго «Ошибка:»',
        story: 'Plain',
      },
      { rule: '«Не удалось загрузить данные»', state: '«Ошибка: Не удалось загрузить данные», кнопка «Повторить»', story: 'WithRetry' },
    ] satisfies SpecRule[],
  },
  args: { message: 'Ошибка при загрузке пользователей' },
} satisfies Meta<typeof ErrorBox>;
export default meta;

type Story = StoryObj<typeof meta>;

function resolvedColor(cssVariable: string): string {
  const probe = document.createElement('span');
  probe.style.borderColor = cssVariable;
  document.body.append(probe);
  const color = getComputedStyle(probe).borderTopColor;
  probe.remove();
  return color;
}

export const Plain: Story = {
  name: 'Ошибка',
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при загрузке пользователей$/);
    // A reason that already starts with «Ошибка» is shown once, not as «Ошибка: Ошибка при …».
    await expect(alert).not.toHaveTextContent(/Ошибка: Ошибка/);
    // Red, with the error icon so colour is not the only sign.
    await expect(getComputedStyle(alert).borderTopColor).toBe(resolvedColor(vars.color.danger));
    await expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  name: 'С кнопкой «Повторить»',
  args: { message: 'Не удалось загрузить данные', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка: Не удалось загрузить данные');
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

/** «Повторить» calls the page's retry. */
export const RetryPressed: Story = {
  ...WithRetry,
  name: 'С кнопкой «Повторить»: нажатие',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <StateGallery>
      <StateFigure caption="Ошибка">
        <ErrorBox message="Ошибка при загрузке пользователей" />
      </StateFigure>
      <StateFigure caption="Причина без слова «Ошибка»">
        <ErrorBox message="Не удалось загрузить данные" />
      </StateFigure>
      <StateFigure caption="С кнопкой «Повторить»">
        <ErrorBox message="Ошибка при загрузке отзывов: 500" onRetry={() => undefined} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    for (const alert of alerts) await expect(alert).not.toHaveTextContent(/Ошибка: Ошибка/);
  },
};
