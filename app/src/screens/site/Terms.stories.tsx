import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /terms: the user agreement of 14.08.2025. */
const meta = {
  title: 'Экраны/Сайт/Условия использования',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Посетитель: Story = {
  parameters: at('/terms', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Условия использования', 1);
    await showsText(canvasElement, '14.08.2025');
    await showsText(canvasElement, /14 рабочих дней/);
  },
};
