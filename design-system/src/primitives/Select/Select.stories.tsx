import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectOnReach, type SelectOption, type SelectProps } from './Select';
import { SelectStandIn } from './SelectStandIn';
import { deferredCode } from '../shared/codeOnReach';
import { StateFigure, StatesGallery } from '../../stories/StateGallery';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { AriaSelect } from './AriaSelect';

const categories: SelectOption[] = [
  { id: 'досуг и развлечения', label: 'Досуг и развлечения' },
  { id: 'культура и искусство', label: 'Культура и искусство' },
  { id: 'обучение и развитие', label: 'Обучение и развитие' },
  { id: 'спорт и туризм', label: 'Спорт и туризм' },
  { id: 'другое', label: 'Другое' },
];

function ControlledSelect(props: SelectProps) {
  const [selectedKey, setSelectedKey] = useState(props.selectedKey);
  return (
    <div style={{ width: 320 }}>
      <Select
        {...props}
        selectedKey={selectedKey}
        onSelectionChange={(key) => {
          setSelectedKey(key);
          props.onSelectionChange(key);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Примитивы/Select',
  component: Select,
  args: {
    label: 'Категория',
    options: categories,
    selectedKey: 'досуг и развлечения',
    onSelectionChange: fn(),
  },
  parameters: {
    // The open list's popover would lie over the next story on a shared Docs page.
    ...inOwnFrame('360px'),
    specRules: [
      {
        rule: 'Категории: досуг и развлечения, культура и искусство, обучение и развитие, спорт и туризм, другое',
        state: 'Открыт: пять категорий, выбранная отмечена',
        story: 'Open',
      },
      {
        rule: 'Возрастные ограничения 0, 6, 12, 16, 18; по умолчанию 18',
        state: 'С подсказкой: «18+»',
        story: 'WithDescription',
      },
      { rule: 'Шаг времени — 15 минут; прошедшее время недоступно', state: 'Недоступный вариант', story: 'DisabledOption' },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

/** The select's own code (loaded by the preview) rendered with its list open, as after a press. */
function OpenSelect(props: SelectProps) {
  return (
    <div style={{ width: 320, minHeight: 300 }}>
      <AriaSelect {...props} openOnMount />
    </div>
  );
}

export const Chosen: Story = {
  name: 'Выбрано значение',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория/ });
    await expect(trigger).toHaveTextContent('Досуг и развлечения');
  },
};

export const Open: Story = {
  name: 'Открыт',
  beforeEach: asIfOpenedByPointer,
  render: (args) => <OpenSelect {...args} />,
  play: async () => {
    const listBox = await page.findByRole('listbox');
    await waitFor(() => expect(listBox).toBeVisible());
    await expect(within(listBox).getAllByRole('option').map((option) => option.textContent)).toEqual(
      categories.map((option) => option.label),
    );
    await expect(within(listBox).getByRole('option', { name: 'Досуг и развлечения' })).toHaveAttribute('aria-selected', 'true');
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const ChosenWithPointer: Story = {
  ...behaviourTest,
  name: 'Выбор мышью',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория/ });
    await userEvent.click(trigger);
    const listBox = await page.findByRole('listbox');
    await expect(within(listBox).getAllByRole('option').map((option) => option.textContent)).toEqual(
      categories.map((option) => option.label),
    );
    await expect(within(listBox).getByRole('option', { name: 'Досуг и развлечения' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(listBox).getByRole('option', { name: 'Спорт и туризм' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('спорт и туризм');
    await waitFor(() => expect(listBox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Спорт и туризм');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  ...behaviourTest,
  name: 'Выбор с клавиатуры',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listBox = await page.findByRole('listbox');
    await waitFor(() =>
      expect(within(listBox).getByRole('option', { name: 'Досуг и развлечения' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('культура и искусство');
    await waitFor(() => expect(listBox).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Type-ahead on the closed trigger picks by the first letters.
    await userEvent.keyboard('Дру');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('другое');
    await expect(trigger).toHaveTextContent('Другое');
  },
};

export const Placeholder: Story = {
  name: 'Ничего не выбрано',
  args: { selectedKey: null, placeholder: 'Выберите категорию' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория/ });
    await expect(trigger).toHaveTextContent('Выберите категорию');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой',
  args: {
    label: 'Возрастное ограничение',
    description: 'Кому можно прийти на мероприятие',
    selectedKey: '18',
    options: ['0', '6', '12', '16', '18'].map((age) => ({ id: age, label: `${age}+` })),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Возрастное ограничение/ });
    await expect(trigger).toHaveAccessibleDescription('Кому можно прийти на мероприятие');
    await expect(trigger).toHaveTextContent('18+');
  },
};

export const Invalid: Story = {
  name: 'Ошибка',
  args: { selectedKey: null, errorMessage: 'Выберите категорию', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Категория/ });
    await expect(trigger).toHaveAccessibleDescription('Выберите категорию');
    await expect(canvas.getByText('Выберите категорию', { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};

export const DisabledOption: Story = {
  name: 'Недоступный вариант',
  beforeEach: asIfOpenedByPointer,
  args: {
    label: 'Время',
    options: ['18:45', '19:00', '19:15'].map((time) => ({ id: time, label: time })),
    selectedKey: '19:00',
    disabledKeys: ['18:45'],
  },
  render: (args) => <OpenSelect {...args} />,
  play: async () => {
    const listBox = await page.findByRole('listbox');
    await expect(within(listBox).getByRole('option', { name: '18:45' })).toHaveAttribute('aria-disabled', 'true');
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const DisabledOptionPressed: Story = {
  ...behaviourTest,
  name: 'Недоступный вариант: выбрать нельзя',
  args: DisabledOption.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Время/ }));
    const listBox = await page.findByRole('listbox');
    const past = within(listBox).getByRole('option', { name: '18:45' });
    await userEvent.click(past);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listBox).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Категория/ })).toBeDisabled();
  },
};

export const DisabledPressed: Story = {
  ...behaviourTest,
  name: 'Недоступно: не открывается',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория/ });
    await userEvent.click(trigger);
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** What a page shows before the select's code has arrived (../shared/codeOnReach.ts). */
const standInHandlers = () => ({
  onPointerEnter: fn(),
  onPointerDown: fn(),
  onPointerLeave: fn(),
  onTouchStart: fn(),
  onFocus: fn(),
  onBlur: fn(),
  onClick: fn(),
  onKeyDown: fn(),
});

export const StandIn: Story = {
  name: 'До загрузки кода (заглушка)',
  render: (args) => (
    <div style={{ width: 320 }}>
      <SelectStandIn {...args} standIn={standInHandlers()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The same role, name and popup as the real select's button, so nothing changes for a screen reader.
    const trigger = within(canvasElement).getByRole('button', { name: 'Досуг и развлечения Категория' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const StandInInvalid: Story = {
  name: 'До загрузки кода: ошибка и подсказка',
  args: { selectedKey: null, placeholder: 'Выберите категорию', errorMessage: 'Выберите категорию', description: 'Одна из пяти' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <SelectStandIn {...args} standIn={standInHandlers()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Категория$/ });
    await expect(trigger).toHaveTextContent('Выберите категорию');
    await expect(trigger).toHaveAccessibleDescription('Одна из пяти Выберите категорию');
  },
};

/** The select's code as a slow phone network brings it: a fresh copy per story, not yet loaded. */
function SlowlyLoadedSelect(props: SelectProps) {
  const [code] = useState(() =>
    deferredCode(() => new Promise((resolve) => setTimeout(resolve, 300)).then(() => import('./AriaSelect')).then((module) => module.AriaSelect)),
  );
  return (
    <div style={{ width: 320 }}>
      <SelectOnReach {...props} code={code} />
    </div>
  );
}

export const PressedBeforeLoad: Story = {
  ...behaviourTest,
  name: 'Нажата до загрузки кода: открывается, когда код пришёл',
  render: (args) => <SlowlyLoadedSelect {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Досуг и развлечения Категория' }));
    // The press is kept: the list opens once the code is there, and a choice works as usual.
    const listBox = await page.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.click(within(listBox).getByRole('option', { name: 'Другое' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('другое');
  },
};

export const ArrivedDuringPress: Story = {
  ...behaviourTest,
  name: 'Код пришёл во время нажатия: нажатие не теряется',
  render: (args) => <SlowlyLoadedSelect {...args} />,
  play: async ({ canvasElement }) => {
    const standIn = within(canvasElement).getByRole('button', { name: 'Досуг и развлечения Категория' });
    // The button held down while the code arrives: the stand-in stays until the press ends.
    const user = userEvent.setup();
    await user.pointer([{ target: standIn }, { keys: '[MouseLeft>]', target: standIn }]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(standIn).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });
    await expect(await page.findByRole('listbox', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const FocusedBeforeLoad: Story = {
  ...behaviourTest,
  name: 'В фокусе до загрузки кода: фокус остаётся на выборе',
  render: (args) => <SlowlyLoadedSelect {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    // The real button replaces the stand-in and takes the focus; the arrow keys then open the list.
    const realButton = () => within(canvasElement).getByRole('button', { name: /Категория$/ });
    // React Aria marks its own elements with data-rac: the stand-in has gone.
    await waitFor(() => expect(realButton()).toHaveAttribute('data-rac'), { timeout: 3000 });
    await expect(realButton()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await page.findByRole('listbox')).toBeInTheDocument();
  },
};

const CLOSED_STATES: Story[] = [Chosen, Placeholder, WithDescription, Invalid, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  beforeEach: asIfOpenedByPointer,
  render: (args) => (
    <StatesGallery
      states={CLOSED_STATES}
      show={(stateArgs) => (
        <div style={{ width: 320 }}>
          <Select {...args} {...stateArgs} />
        </div>
      )}
    >
      <StateFigure caption="До загрузки кода (заглушка)">
        <div style={{ width: 320 }}>
          <SelectStandIn {...args} standIn={standInHandlers()} />
        </div>
      </StateFigure>
      <StateFigure caption="Открыт">
        <OpenSelect {...args} />
      </StateFigure>
    </StatesGallery>
  ),
  parameters: inOwnFrame('1100px'),
  play: async () => {
    await expect(await page.findByRole('listbox')).toBeInTheDocument();
  },
};
