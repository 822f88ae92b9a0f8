import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_IMAGE_URL } from '../../fixtures';
import { ImageUpload } from './ImageUpload';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/ImageUpload',
  component: ImageUpload,
  args: { value: null, onSelect: fn(), onClear: fn(), isUploading: false },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    specRules: [
      { rule: 'Изображение: JPG или PNG до 5 МБ (подсказка)', state: 'Пусто, подсказка «JPG или PNG, до 5 МБ»', story: 'Empty' },
      { rule: 'Не JPG и не PNG — отказ', state: '«Можно загрузить только изображение JPG или PNG»', story: 'WrongType' },
      { rule: 'Больше 5 МБ — отказ', state: '«Изображение больше 5 МБ: выберите файл поменьше»', story: 'TooLarge' },
      { rule: 'Пустое изображение не отправляется; изображение можно заменить или удалить', state: 'С изображением, «Заменить» и «Удалить»', story: 'WithImage' },
      { rule: 'Ошибка загрузки: «Ошибка загрузки изображения»', state: 'Красная строка', story: 'UploadFailed' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof ImageUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

/** The hidden input behind FileTrigger. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

// The browser's own picker filters by `accept`; a drop or a picker set to "all files" does not.
const userIgnoringAccept = userEvent.setup({ applyAccept: false });

export const Empty: Story = {
  name: 'Пусто',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Изображение мероприятия' });
    await expect(group).toHaveAccessibleDescription('JPG или PNG, до 5 МБ');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toBeEnabled();
  },
};

/** Behaviour test: a chosen JPG or PNG goes to onSelect (out of the sidebar, still run). */
export const EmptyFlow: Story = {
  ...Empty,
  name: 'Пусто: выбор файла',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Изображение мероприятия' });
    await expect(group).toHaveAccessibleDescription('JPG или PNG, до 5 МБ');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toBeEnabled();

    const photo = fileOf('concert.png', 'image/png', 200 * 1024);
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The file check's message, drawn through the same red line the component shows after a refused file. */
export const WrongType: Story = {
  name: 'Неверный формат файла',
  args: { errorMessage: 'Можно загрузить только изображение JPG или PNG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Можно загрузить только изображение JPG или PNG');
  },
};

/** Behaviour test: a GIF is refused in place; a valid file afterwards clears the message (out of the sidebar, still run). */
export const WrongTypeFlow: Story = {
  name: 'Неверный формат файла: выбор файла',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userIgnoringAccept.upload(fileInput(canvasElement), fileOf('poster.gif', 'image/gif', 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Можно загрузить только изображение JPG или PNG');
    await expect(args.onSelect).not.toHaveBeenCalled();

    // A valid file afterwards clears the message.
    await userEvent.upload(fileInput(canvasElement), fileOf('poster.jpg', 'image/jpeg', 1024));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** The file check's message, drawn through the same red line the component shows after a refused file. */
export const TooLarge: Story = {
  name: 'Файл больше 5 МБ',
  args: { errorMessage: 'Изображение больше 5 МБ: выберите файл поменьше' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Изображение больше 5 МБ: выберите файл поменьше');
  },
};

/** Behaviour test: a file over 5 MB is refused; exactly 5 MB passes (out of the sidebar, still run). */
export const TooLargeFlow: Story = {
  name: 'Файл больше 5 МБ: выбор файла',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), fileOf('huge.jpg', 'image/jpeg', 5 * MB + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Изображение больше 5 МБ: выберите файл поменьше');
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.upload(fileInput(canvasElement), fileOf('exact.jpg', 'image/jpeg', 5 * MB));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** Behaviour test: a file dropped on the zone goes to onSelect. */
export const Dropped: Story = {
  name: 'Перетаскивание файла',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    // The drop zone wraps the prompt's box.
    const zone = within(canvasElement).getByText('Перетащите изображение сюда или выберите файл').parentElement?.parentElement;
    if (!zone) throw new Error('no drop zone');
    const photo = fileOf('dropped.jpg', 'image/jpeg', 2048);
    const transfer = new DataTransfer();
    transfer.items.add(photo);
    // A DataTransfer built by script has no file-system entry behind its file, which RAC asks for to
    // tell files from folders; a real drop from the desktop has one.
    const realEntry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
    DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true, isDirectory: false }) as FileSystemEntry;
    try {
      // Native events: testing-library's fireEvent would copy the DataTransfer without its files.
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
      await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    } finally {
      if (realEntry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', realEntry);
    }
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'dropped.jpg', type: 'image/jpeg' }));
  },
};

export const WithImage: Story = {
  name: 'С изображением',
  args: { value: SAMPLE_IMAGE_URL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Текущее изображение мероприятия' })).toHaveAttribute('src', SAMPLE_IMAGE_URL);
    await expect(canvas.getByRole('button', { name: 'Заменить изображение' })).toBeEnabled();
  },
};

/** Behaviour test: «Удалить изображение» calls onClear (out of the sidebar, still run). */
export const WithImageFlow: Story = {
  ...WithImage,
  name: 'С изображением: удаление',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Текущее изображение мероприятия' })).toHaveAttribute('src', SAMPLE_IMAGE_URL);
    await expect(canvas.getByRole('button', { name: 'Заменить изображение' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить изображение' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  name: 'Загрузка',
  args: { value: null, isUploading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка изображения...');
    const button = canvas.getByRole('button', { name: /Выбрать изображение/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  name: 'Ошибка загрузки',
  args: { errorMessage: 'Ошибка загрузки изображения' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ошибка загрузки изображения');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Empty, WrongType, TooLarge, WithImage, Uploading, UploadFailed];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <ImageUpload {...args} {...stateArgs} />}
    />
  ),
};
