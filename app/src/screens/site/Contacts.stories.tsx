import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn } from '../harness/answers';
import { at, screenMeta } from '../harness/ScreenHarness';
import { showsHeading } from '../harness/shows';

/** /contacts: the feedback form, the e-mail address, complaints and the city. */
const meta = {
  title: 'Экраны/Сайт/Контакты',
  ...screenMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Посетитель: Story = {
  parameters: at('/contacts', [signedIn(null)]),
  play: async ({ canvasElement }) => {
    await showsHeading(canvasElement, 'Контакты', 1);
    await showsHeading(canvasElement, 'Форма обратной связи');
    await showsHeading(canvasElement, 'Электронная почта');
    await showsHeading(canvasElement, 'Жалобы на мероприятия');
  },
};
