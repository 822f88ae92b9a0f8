import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import { Switch, type SwitchProps } from './Switch';
import * as styles from './Switch.css';

/** Holds the state like a page would and reports every change to the story's spy. */
function ControlledSwitch(props: SwitchProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <Switch
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Примитивы/Switch',
  component: Switch,
  args: { children: 'Только избранное', isSelected: false, onChange: fn() },
  parameters: {
    specRules: [
      {
        rule: 'Свой профиль редактируется с переключателями приватности',
        state: 'Включён / выключен, с подсказкой',
        story: 'WithDescription',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledSwitch {...args} />,
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

const description = 'Письмо за сутки до начала мероприятий, на которые вы записаны';

export const Off: Story = {
  name: 'Выключен',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Только избранное' })).not.toBeChecked();
  },
};

export const On: Story = {
  name: 'Включён',
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Только избранное' })).toBeChecked();
  },
};

export const Disabled: Story = {
  name: 'Недоступен',
  args: { isDisabled: true, children: 'Платное мероприятие' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Платное мероприятие' })).toBeDisabled();
  },
};

export const WithDescription: Story = {
  name: 'С подсказкой',
  args: { children: 'Напоминать о событиях', description, isSelected: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Напоминать о событиях' });
    await expect(toggle).toHaveAccessibleDescription(description);
    await expect(toggle).toBeChecked();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Выключен">
        <Switch {...args} />
      </StateFigure>
      <StateFigure caption="Включён">
        <Switch {...args} isSelected />
      </StateFigure>
      <StateFigure caption="Недоступен">
        <Switch {...args} {...Disabled.args} />
      </StateFigure>
      <StateFigure caption="С подсказкой">
        <Switch {...args} {...WithDescription.args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(4);
  },
};

export const TurnedOn: Story = {
  ...behaviourTest,
  name: 'Включение щелчком по подписи',
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Только избранное' });
    await userEvent.click(within(canvasElement).getByText('Только избранное'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const TurnedOffWithSpace: Story = {
  ...behaviourTest,
  name: 'Выключение пробелом',
  args: { isSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Только избранное' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardFocus: Story = {
  ...behaviourTest,
  name: 'Фокус с клавиатуры',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const label = canvasElement.querySelector('label');
    await expect(label).toHaveAttribute('data-focus-visible', 'true');
    const track = label?.querySelector(`.${styles.track}`);
    await expect(track).toBeInstanceOf(HTMLElement);
    await expect(getComputedStyle(track as Element).outlineStyle).toBe('solid');
  },
};

export const DisabledPressed: Story = {
  ...behaviourTest,
  name: 'Недоступен: щелчок ничего не меняет',
  args: Disabled.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Платное мероприятие'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescriptionToggled: Story = {
  ...behaviourTest,
  name: 'С подсказкой: выключение',
  args: WithDescription.args,
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Напоминать о событиях' });
    await userEvent.click(within(canvasElement).getByText('Напоминать о событиях'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
