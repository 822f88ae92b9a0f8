import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from './Button';
import { Stack } from '../../layout';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';

const meta = {
  title: 'Примитивы/Button',
  component: Button,
  args: { children: 'Сохранить', onPress: fn() },
  parameters: {
    specRules: [
      {
        rule: 'Кнопка отправки формы на время запроса показывает «…» («Вход...», «Регистрация...»)',
        state: 'Ожидание: недоступна, с индикатором, той же ширины',
        story: 'Pending',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

function VariantsRow(args: ButtonProps) {
  return (
    <Stack direction="row" gap="md" wrap align="center">
      <Button {...args} variant="primary">Основная</Button>
      <Button {...args} variant="secondary">Второстепенная</Button>
      <Button {...args} variant="ghost">Без фона</Button>
      <Button {...args} variant="danger">Удалить</Button>
      <Button {...args} variant="primary" size="sm">Маленькая</Button>
    </Stack>
  );
}

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Primary: Story = {
  name: 'Основная',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  },
};

export const Pressed: Story = {
  ...behaviourTest,
  name: 'Нажатие мышью и клавишей Enter',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardFocus: Story = {
  ...behaviourTest,
  name: 'Фокус с клавиатуры',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('2px');
    await expect(style.outlineOffset).toBe('2px');
  },
};

export const Variants: Story = {
  name: 'Варианты',
  render: (args) => <VariantsRow {...args} />,
};

export const Danger: Story = {
  name: 'Опасное действие',
  args: { variant: 'danger', children: 'Удалить мероприятие' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Удалить мероприятие' })).toBeEnabled();
  },
};

export const DangerPressed: Story = {
  ...behaviourTest,
  name: 'Опасное действие: нажатие',
  args: Danger.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить мероприятие' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const FullWidth: Story = {
  name: 'На всю ширину',
  args: { fullWidth: true, children: 'Войти' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Войти' });
    const container = button.parentElement;
    await expect(container).not.toBeNull();
    await expect(button.getBoundingClientRect().width).toBeCloseTo(container?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const Disabled: Story = {
  name: 'Недоступна (isDisabled)',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

export const DisabledPressed: Story = {
  ...behaviourTest,
  name: 'Недоступна: нажатие ничего не делает',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: 'Ожидание (isPending)',
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Сохранить/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка...' })).toBeInTheDocument();
  },
};

export const PendingPressed: Story = {
  ...behaviourTest,
  name: 'Ожидание: нажатие ничего не делает',
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Сохранить/ });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingKeepsWidth: Story = {
  name: 'Ожидание сохраняет ширину',
  render: (args) => (
    <Stack direction="row" gap="md">
      <Button {...args}>Отправить письмо</Button>
      <Button {...args} isPending>
        Отправить письмо
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [idle, pending] = within(canvasElement).getAllByRole('button');
    await expect(idle).toBeDefined();
    await expect(pending).toBeDefined();
    await expect(pending?.getBoundingClientRect().width).toBeCloseTo(idle?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Основная">
        <Button {...args} />
      </StateFigure>
      <StateFigure caption="Варианты">
        <VariantsRow {...args} />
      </StateFigure>
      <StateFigure caption="Опасное действие">
        <Button {...args} {...Danger.args} />
      </StateFigure>
      <StateFigure caption="На всю ширину">
        <Button {...args} {...FullWidth.args} />
      </StateFigure>
      <StateFigure caption="Недоступна (isDisabled)">
        <Button {...args} isDisabled />
      </StateFigure>
      <StateFigure caption="Ожидание (isPending)">
        <Button {...args} isPending />
      </StateFigure>
    </StateGallery>
  ),
};
