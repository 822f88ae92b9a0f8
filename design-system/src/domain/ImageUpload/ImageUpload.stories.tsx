import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_IMAGE_URL } from '../../fixtures';
import { ImageUpload } from './ImageUpload';

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

export const WrongType: Story = {
  name: 'Неверный формат файла',
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

export const TooLarge: Story = {
  name: 'Файл больше 5 МБ',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), fileOf('huge.jpg', 'image/jpeg', 5 * MB + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Изображение больше 5 МБ: выберите файл поменьше');
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.upload(fileInput(canvasElement), fileOf('exact.jpg', 'image/jpeg', 5 * MB));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Dropped: Story = {
  name: 'Перетаскивание файла',
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
    await userEvent.click(button);
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

export const UploadFailedDark: Story = { ...UploadFailed, name: 'Ошибка загрузки, тёмная тема', globals: { theme: 'dark' } };

export const WithImageDark: Story = {
  name: 'С изображением, тёмная тема',
  args: { value: SAMPLE_IMAGE_URL },
  globals: { theme: 'dark' },
};
