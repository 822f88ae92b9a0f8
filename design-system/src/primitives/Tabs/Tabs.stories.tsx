import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../../layout/Text';
import type { SpecRule } from '../../stories/specRules';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

/** The statistics screen's sections (docs/back-office.md#statistics), with a line of text in each panel. */
const statisticsTabs: TabItem<string>[] = [
  { id: 'organizers', label: 'Топ организаторы', content: <Text>Организаторы по числу мероприятий.</Text> },
  { id: 'participants', label: 'Топ участники', content: <Text>Участники по числу посещений.</Text> },
  { id: 'categories', label: 'По категориям', content: <Text>Мероприятия и участники по категориям.</Text> },
  { id: 'moderators', label: 'Модераторы', content: <Text>Рассмотренные жалобы по модераторам.</Text> },
];

/** Keeps the selected id like a page would and reports every change to the story's spy. */
function ControlledTabs(props: TabsProps<string>) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <Tabs
      {...props}
      selectedId={selectedId}
      onSelectionChange={(id) => {
        setSelectedId(id);
        props.onSelectionChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Примитивы/Tabs',
  component: Tabs,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Статистика: вкладки «Топ организаторы», «Топ участники», «По категориям», «Модераторы» (последняя — только администратору)',
        state: 'Выбрана первая вкладка, видна только её панель',
        story: 'FirstSelected',
      },
    ] satisfies SpecRule[],
  },
  args: { label: 'Разделы статистики', items: statisticsTabs, selectedId: 'organizers', onSelectionChange: fn() },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof Tabs<string>>;
export default meta;

type Story = StoryObj<typeof meta>;

const tabNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('tab', { name });

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const FirstSelected: Story = {
  name: 'Выбрана первая вкладка',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Разделы статистики' });
    await expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Топ организаторы',
      'Топ участники',
      'По категориям',
      'Модераторы',
    ]);
    const organizers = tabNamed(canvasElement, 'Топ организаторы');
    await expect(organizers).toHaveAttribute('aria-selected', 'true');
    // The panel is named by its tab, and only the selected tab's content is mounted.
    const panel = canvas.getByRole('tabpanel', { name: 'Топ организаторы' });
    await expect(panel).toHaveTextContent('Организаторы по числу мероприятий.');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.queryByText('Участники по числу посещений.')).not.toBeInTheDocument();
  },
};

export const SwitchedByClick: Story = {
  ...behaviourTest,
  name: 'Переключение щелчком',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const organizers = tabNamed(canvasElement, 'Топ организаторы');
    await userEvent.click(tabNamed(canvasElement, 'Топ участники'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('participants');
    await expect(tabNamed(canvasElement, 'Топ участники')).toHaveAttribute('aria-selected', 'true');
    await expect(organizers).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Топ участники' })).toHaveTextContent('Участники по числу посещений.');
    await expect(canvas.queryByText('Организаторы по числу мероприятий.')).not.toBeInTheDocument();
  },
};

export const OtherSelected: Story = {
  name: 'Выбрана другая вкладка',
  args: { selectedId: 'categories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNamed(canvasElement, 'По категориям')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'По категориям' })).toHaveTextContent('Мероприятия и участники по категориям.');
    // The selected tab looks different by more than colour: a bar under it and a bolder weight.
    const selected = getComputedStyle(tabNamed(canvasElement, 'По категориям'));
    const other = getComputedStyle(tabNamed(canvasElement, 'Топ участники'));
    await expect(selected.boxShadow).not.toBe('none');
    await expect(other.boxShadow).toBe('none');
    await expect(Number(selected.fontWeight)).toBeGreaterThan(Number(other.fontWeight));
  },
};

export const SelectedPressedAgain: Story = {
  ...behaviourTest,
  name: 'Щелчок по выбранной вкладке ничего не меняет',
  args: { selectedId: 'categories' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(tabNamed(canvasElement, 'По категориям'));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  ...behaviourTest,
  name: 'Клавиатура: стрелки, Home и End',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab lands on the selected tab, and the focus ring shows.
    await userEvent.tab();
    const organizers = tabNamed(canvasElement, 'Топ организаторы');
    await expect(organizers).toHaveFocus();
    await expect(organizers).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(organizers).outlineStyle).toBe('solid');

    // Arrows move the focus and select as they go.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, 'Топ участники')).toHaveFocus();
    await expect(tabNamed(canvasElement, 'Топ участники')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('participants');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Участники по числу посещений.');

    await userEvent.keyboard('{End}');
    await expect(tabNamed(canvasElement, 'Модераторы')).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('moderators');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabNamed(canvasElement, 'По категориям')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(organizers).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('organizers');

    // Only the selected tab is a Tab stop: the next Tab enters the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Топ организаторы' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(organizers).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  name: 'Недоступная вкладка',
  args: {
    items: statisticsTabs.map((tab) => (tab.id === 'participants' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ canvasElement }) => {
    const participants = tabNamed(canvasElement, 'Топ участники');
    await expect(participants).toHaveAttribute('aria-disabled', 'true');
    await expect(participants).toHaveAttribute('data-disabled', 'true');
    await expect(participants).toHaveAttribute('aria-selected', 'false');
  },
};

export const DisabledTabSkipped: Story = {
  ...behaviourTest,
  name: 'Недоступная вкладка: щелчок и стрелки её пропускают',
  args: DisabledTab.args,
  play: async ({ args, canvasElement }) => {
    const participants = tabNamed(canvasElement, 'Топ участники');
    await userEvent.click(participants);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(participants).toHaveAttribute('aria-selected', 'false');

    // The arrows step over it.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, 'По категориям')).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('categories');
  },
};

export const Narrow: Story = {
  name: 'Узкий экран: вкладки прокручиваются',
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    // The row keeps its labels on one line and scrolls inside itself, never the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.clientWidth).toBeLessThanOrEqual(300);
  },
};

export const NarrowScrollsToFocus: Story = {
  ...behaviourTest,
  name: 'Узкий экран: фокус прокручивает к вкладке',
  decorators: Narrow.decorators,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = tabNamed(canvasElement, 'Модераторы');
    await expect(last).toHaveFocus();
    // Focusing the last tab scrolls it into view (the browser may finish that scroll a frame later).
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Выбрана первая вкладка">
        <Tabs {...args} />
      </StateFigure>
      <StateFigure caption="Выбрана другая вкладка">
        <Tabs {...args} selectedId="categories" />
      </StateFigure>
      <StateFigure caption="Недоступная вкладка">
        <Tabs {...args} {...DisabledTab.args} />
      </StateFigure>
      <StateFigure caption="Узкий экран: вкладки прокручиваются">
        <div style={{ width: 300 }}>
          <Tabs {...args} />
        </div>
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(4);
  },
};
