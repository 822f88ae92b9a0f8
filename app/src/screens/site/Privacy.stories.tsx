import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading, showsText } from '../harness/shows';

/** /privacy: the privacy policy of 15.08.2025. */
const meta = {
  title: 'Экраны/Сайт/Политика конфиденциальности',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Посетитель: Story = {
  parameters: at('/privacy', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Политика конфиденциальности', 1);
    await showsText(canvasElement, '15.08.2025');
    await showsText(canvasElement, /до 3 лет/);
  },
};
