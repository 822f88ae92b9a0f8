import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';
import { SearchField, type SearchFieldProps } from './SearchField';

function ControlledSearchField(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 360 }}>
      <SearchField
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

const meta = {
  title: 'Примитивы/SearchField',
  component: SearchField,
  args: {
    label: 'Поиск',
    placeholder: 'Название или описание',
    value: '',
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: {
    specRules: [
      {
        rule: 'Поиск событий по названию или описанию, задержка 500 мс (задержку держит страница)',
        state: 'С текстом и кнопкой «Очистить поиск»',
        story: 'Filled',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ControlledSearchField {...args} />,
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const Empty: Story = {
  name: 'Пустое',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Очистить поиск' })).toBeNull();
  },
};

export const TypedAndSubmitted: Story = {
  ...behaviourTest,
  name: 'Ввод и отправка клавишей Enter',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await userEvent.type(input, 'джаз');
    await expect(args.onChange).toHaveBeenLastCalledWith('джаз');
    await expect(canvas.getByRole('button', { name: 'Очистить поиск' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('джаз');
  },
};

export const Filled: Story = {
  name: 'С текстом',
  args: { value: 'выставка' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('выставка');
    await expect(canvas.getByRole('button', { name: 'Очистить поиск' })).toBeVisible();
  },
};

export const Cleared: Story = {
  ...behaviourTest,
  name: 'С текстом: очистка кнопкой',
  args: { value: 'выставка' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить поиск' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  ...behaviourTest,
  name: 'Очистка клавишей Escape',
  args: { value: 'концерт' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Поиск' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const ClearButtonNotTabbable: Story = {
  ...behaviourTest,
  name: 'Кнопка очистки вне порядка табуляции',
  args: { value: 'лекция' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск' })).toHaveFocus();
    await userEvent.tab();
    // RAC keeps the clear button out of the tab order: Escape does the same from the keyboard.
    await expect(within(canvasElement).getByRole('button', { name: 'Очистить поиск' })).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Недоступно',
  args: { value: 'кино', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Поиск' })).toBeDisabled();
  },
};

const REVIEW_STATES: Story[] = [Empty, Filled, Disabled];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => (
        <div style={{ width: 360 }}>
          <SearchField {...args} {...stateArgs} />
        </div>
      )}
    />
  ),
};
