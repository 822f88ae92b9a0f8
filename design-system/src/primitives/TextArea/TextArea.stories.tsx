import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';
import { TextArea, type TextAreaProps } from './TextArea';

function ControlledTextArea(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 420 }}>
      <TextArea
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

/** The colour a theme variable resolves to, in the same rgb() form getComputedStyle reports. */
function resolvedColor(cssVariable: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVariable;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

const counterText = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });

const meta = {
  title: 'Примитивы/TextArea',
  component: TextArea,
  args: {
    label: 'Причина жалобы',
    value: '',
    onChange: fn(),
    counter: { max: 500, warnAt: 450 },
  },
  parameters: {
    specRules: [
      { rule: 'Причина жалобы — не больше 500 символов', state: 'Достигнут предел: «Осталось символов: 0»', story: 'AtMax' },
      { rule: 'Причина жалобы: предупреждение больше 450 символов', state: 'Счётчик цвета ошибки', story: 'Warning' },
      { rule: 'Описание «О себе» — не больше 500 символов', state: 'С подсказкой и счётчиком', story: 'WithDescription' },
      { rule: 'Сообщение обратной связи — не больше 3000, предупреждение после 2700', state: 'Счётчик с порогом предупреждения', story: 'Empty' },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledTextArea {...args} />,
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Empty: Story = {
  name: 'Пустое, со счётчиком',
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Причина жалобы' });
    await expect(textArea).toHaveAttribute('maxlength', '500');
    await expect(textArea).toHaveAccessibleDescription('Осталось символов: 500');
    await expect(textArea).toHaveValue('');
  },
};

export const Typed: Story = {
  ...behaviourTest,
  name: 'Ввод со счётчиком',
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Причина жалобы' });
    await userEvent.type(textArea, 'Спам');
    await expect(args.onChange).toHaveBeenLastCalledWith('Спам');
    await expect(counterText(canvasElement)).toHaveTextContent('Осталось символов: 496');
    await expect(counterText(canvasElement)).toHaveAttribute('data-level', 'normal');
    // Ordinary typing is not announced.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const CrossingWarning: Story = {
  ...behaviourTest,
  name: 'Переход порога предупреждения',
  args: { value: 'а'.repeat(448) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Причина жалобы' });
    const status = canvas.getByRole('status');
    await userEvent.click(textArea);
    await userEvent.keyboard('бб');
    await expect(counterText(canvasElement)).toHaveTextContent('Осталось символов: 50');
    await expect(status).toHaveTextContent('');
    await userEvent.keyboard('в');
    await expect(counterText(canvasElement)).toHaveAttribute('data-level', 'warning');
    await expect(status).toHaveTextContent('Осталось символов: 49');
    // Further keystrokes change the visible counter but not the announcement.
    await userEvent.keyboard('гд');
    await expect(counterText(canvasElement)).toHaveTextContent('Осталось символов: 47');
    await expect(status).toHaveTextContent('Осталось символов: 49');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(counterText(canvasElement)).toHaveAttribute('data-level', 'normal');
    await expect(status).toHaveTextContent('');
  },
};

export const Warning: Story = {
  name: 'Предупреждение (больше 450)',
  args: { value: 'Организатор продаёт билеты через сторонний сайт. '.repeat(9) + 'Проверьте.' },
  play: async ({ canvasElement }) => {
    const counter = counterText(canvasElement);
    const used = 'Организатор продаёт билеты через сторонний сайт. '.length * 9 + 'Проверьте.'.length;
    await expect(counter).toHaveTextContent(`Осталось символов: ${500 - used}`);
    await expect(counter).toHaveAttribute('data-level', 'warning');
    await expect(getComputedStyle(counter).color).toBe(resolvedColor(vars.color.danger));
  },
};

export const AtMax: Story = {
  name: 'Достигнут предел (500)',
  args: { value: 'я'.repeat(500) },
  play: async ({ canvasElement }) => {
    await expect(counterText(canvasElement)).toHaveTextContent('Осталось символов: 0');
  },
};

export const AtMaxTyped: Story = {
  ...behaviourTest,
  name: 'Достигнут предел: ввод не принимается',
  args: AtMax.args,
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Причина жалобы' });
    await userEvent.click(textArea);
    await userEvent.keyboard('ещё');
    await expect(textArea).toHaveValue('я'.repeat(500));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReachingMax: Story = {
  ...behaviourTest,
  name: 'Ввод до предела',
  args: { value: 'я'.repeat(498) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Причина жалобы' }));
    await userEvent.keyboard('юю');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Достигнут предел: 500 символов'));
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой и счётчиком',
  args: {
    label: 'О себе',
    description: 'Расскажите об интересах',
    value: 'Люблю джаз',
    counter: { max: 500, warnAt: 450 },
  },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'О себе' });
    await expect(textArea).toHaveAccessibleDescription('Расскажите об интересах Осталось символов: 490');
  },
};

export const WithoutCounter: Story = {
  name: 'Без счётчика',
  args: { label: 'Описание', counter: undefined, maxLength: 5000, value: 'Вечер джаза в парке' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Описание' })).toHaveAttribute('maxlength', '5000');
    await expect(canvas.queryByText(/Осталось символов/)).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: { errorMessage: 'Укажите причину жалобы', isRequired: true },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Причина жалобы' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toBeRequired();
    await expect(textArea).toHaveAccessibleDescription('Осталось символов: 500 Укажите причину жалобы');
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { isDisabled: true, value: 'Отправляется' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Причина жалобы' })).toBeDisabled();
  },
};

const REVIEW_STATES: Story[] = [Empty, Warning, AtMax, WithDescription, WithoutCounter, Invalid, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <div style={{ width: 420 }}>
          <TextArea {...args} {...stateArgs} />
        </div>
      )}
    />
  ),
};
