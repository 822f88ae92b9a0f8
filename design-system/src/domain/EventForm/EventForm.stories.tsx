import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_EVENT_FORM, eventToFormValues, toEventRequest, type EventFormValues } from '@city/contracts';
import { SAMPLE_IMAGE_URL, SAMPLE_NOW_WALL_CLOCK, sampleEvent } from '../../fixtures';
import type { SpecRule } from '../../stories/specRules';
import { EventForm } from './EventForm';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/EventForm',
  component: EventForm,
  args: {
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onUploadImage: fn(async () => SAMPLE_IMAGE_URL),
    onDirtyChange: fn(),
    submitLabel: 'Создать мероприятие',
    now: SAMPLE_NOW_WALL_CLOCK,
  },
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Категория по умолчанию — «досуг и развлечения», возраст по умолчанию — 18', state: 'Пустая форма создания', story: 'Empty' },
      {
        rule: 'Название, описание и категория обязательны; дата и время обязательны («Пожалуйста, выберите дату и время мероприятия»); адрес обязателен («Необходимо указать адрес мероприятия»)',
        state: 'Сообщения под пустыми полями',
        story: 'EmptyErrors',
      },
      { rule: 'Категория обязательна', state: '«Выберите категорию»', story: 'ErrorCategory' },
      { rule: 'Дата и время не раньше текущего момента', state: '«Дата и время не могут быть в прошлом»', story: 'ErrorPast' },
      { rule: 'Шаг времени — 15 минут', state: '«Время должно быть кратно 15 минутам»', story: 'ErrorTimeStep' },
      { rule: 'Продолжительность от 0 до 12 часов с шагом 15 минут', state: '«Продолжительность мероприятия не может превышать 12 часов»', story: 'ErrorDuration' },
      {
        rule: 'Платному мероприятию нужна цена больше 0 («Для платного мероприятия необходимо указать цену больше 0»)',
        state: 'Поле цены с сообщением',
        story: 'PaidWithoutPrice',
      },
      { rule: 'Цена: минимум 1, шаг 0,01', state: '«Цена мероприятия должна быть не меньше 1 ₽»', story: 'ErrorPrice' },
      { rule: 'Лимит участников необязателен, 1–1000, по умолчанию 10', state: '«Максимум участников» 10', story: 'Limited' },
      { rule: 'Лимит участников вне 1–1000', state: '«Укажите максимальное количество участников»', story: 'ErrorParticipantLimit' },
      { rule: 'Изображение JPG или PNG до 5 МБ (подсказка)', state: '«JPG или PNG, до 5 МБ»', story: 'Empty' },
      { rule: 'Ошибка загрузки изображения: «Ошибка загрузки изображения»', state: 'Сообщение под полем изображения', story: 'ImageFailed' },
      { rule: 'Редактирование: форма заполнена значениями мероприятия', state: 'Заполненная форма', story: 'Filled' },
      { rule: 'Отправка игнорируется во время сохранения', state: '«Сохранение...», кнопки недоступны', story: 'Saving' },
      {
        rule: 'Ошибка отправки показывает своё сообщение или «Произошла ошибка» как общую ошибку',
        state: '«Произошла ошибка при создании мероприятия»',
        story: 'SaveFailed',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof EventForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const page = within(document.body);

/** The sample event (1 December 2026, 19:00) as the edit form receives it. */
const EDITED_VALUES = eventToFormValues(sampleEvent());

/** A create form that only lacks what each error story breaks. */
const READY_VALUES: EventFormValues = {
  ...DEFAULT_EVENT_FORM,
  title: 'Субботник в Сокольниках',
  description: 'Убираем аллеи парка, перчатки и мешки выдаём на месте.',
  startDate: '2026-11-28T10:00:00',
  address: 'Сокольнический Вал, 1',
};

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const submitButton = (canvas: Canvas, name = 'Создать мероприятие') => canvas.getByRole('button', { name });

async function submitAndExpectError(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await userEvent.click(submitButton(canvas));
  await expect(await canvas.findByText(message)).toBeVisible();
}

export const Empty: Story = {
  name: 'Создание: пустая форма',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Категория/ })).toHaveTextContent('Досуг и развлечения');
    await expect(canvas.getByRole('button', { name: /Возрастное ограничение/ })).toHaveTextContent('18+');
    await expect(canvas.getByRole('switch', { name: 'Платное мероприятие' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Ограничить число участников' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Цена/ })).toBeNull();
    await expect(canvas.getByText('JPG или PNG, до 5 МБ')).toBeVisible();
    await expect(textbox(canvas, 'Название')).toHaveValue('');
    await expect(textbox(canvas, 'Название')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

const EMPTY_FORM_MESSAGES = [
  'Введите название мероприятия',
  'Введите описание мероприятия',
  'Пожалуйста, выберите дату и время мероприятия',
  'Необходимо указать адрес мероприятия',
];

export const EmptyErrors: Story = {
  name: 'Создание: ошибки пустой формы',
  args: { validateAtOnce: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // docs/events.md#creating-and-editing, letter for letter.
    for (const message of EMPTY_FORM_MESSAGES) await expect(canvas.getByText(message)).toBeVisible();
    await expect(textbox(canvas, 'Название')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Submitting the empty form: the messages appear, focus goes to the first field in error, nothing is sent. */
export const EmptySubmitted: Story = {
  name: 'Создание: отправка пустой формы',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    // docs/events.md#creating-and-editing, letter for letter.
    for (const message of [
      'Введите название мероприятия',
      'Введите описание мероприятия',
      'Пожалуйста, выберите дату и время мероприятия',
      'Необходимо указать адрес мероприятия',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(textbox(canvas, 'Название')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(textbox(canvas, 'Название')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorClearedOnEdit: Story = {
  name: 'Ошибка поля исчезает при вводе',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    await expect(canvas.getByText('Введите название мероприятия')).toBeVisible();
    await userEvent.type(textbox(canvas, 'Название'), 'Д');
    await expect(canvas.queryByText('Введите название мероприятия')).toBeNull();
    await expect(textbox(canvas, 'Название')).not.toHaveAttribute('aria-invalid');
    // The other fields keep their messages until they are edited.
    await expect(canvas.getByText('Необходимо указать адрес мероприятия')).toBeVisible();
  },
};

export const ValidatedOnBlur: Story = {
  name: 'Проверка при уходе с поля',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = textbox(canvas, 'Название');
    // Passing through an untouched field says nothing yet.
    await userEvent.click(title);
    await userEvent.tab();
    await expect(canvas.queryByText('Введите название мероприятия')).toBeNull();

    await userEvent.type(title, 'Лекция');
    await userEvent.clear(title);
    await userEvent.tab();
    await expect(canvas.getByText('Введите название мероприятия')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenCalledWith(true);
  },
};

export const Filled: Story = {
  name: 'Редактирование: заполненная форма',
  args: { initialValues: EDITED_VALUES, submitLabel: 'Сохранить изменения' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Название')).toHaveValue('Джазовый вечер в парке Горького');
    await expect(canvas.getByRole('button', { name: /Категория/ })).toHaveTextContent('Культура и искусство');
    await expect(canvas.getByRole('button', { name: /Возрастное ограничение/ })).toHaveTextContent('16+');
    await expect(textbox(canvas, 'Дата')).toHaveValue('01.12.2026');
    await expect(canvas.getByRole('button', { name: /Время/ })).toHaveTextContent('19:00');
    await expect(canvas.getByRole('button', { name: /Часы/ })).toHaveTextContent('2 ч');
    await expect(canvas.getByRole('button', { name: /Минуты/ })).toHaveTextContent('30 мин');
    await expect(canvas.getByRole('switch', { name: 'Платное мероприятие' })).toBeChecked();
    // ru-RU groups thousands with a no-break space.
    await expect(textbox(canvas, 'Цена, ₽')).toHaveValue('1\u00a0500');
    await expect(textbox(canvas, 'Максимум участников')).toHaveValue('40');
    await expect(canvas.getByRole('img', { name: 'Текущее изображение мероприятия' })).toBeVisible();
    await expect(args.onDirtyChange).not.toHaveBeenCalled();
  },
};

/** Saving the untouched edit form sends the event's own values. */
export const FilledSaved: Story = {
  ...Filled,
  name: 'Редактирование: сохранение без изменений',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas, 'Сохранить изменения'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(EDITED_VALUES);
  },
};

export const FillAndSubmit: Story = {
  name: 'Заполнение и отправка',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: { ...DEFAULT_EVENT_FORM, startDate: '2026-12-05T18:30:00' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvas, 'Название'), '  Мастер-класс по керамике ');
    await userEvent.type(textbox(canvas, 'Описание'), 'Лепим кружки на гончарном круге');
    await userEvent.click(canvas.getByRole('button', { name: /Категория/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Обучение и развитие' }));
    await userEvent.click(canvas.getByRole('button', { name: /Часы/ }));
    await userEvent.click(await page.findByRole('option', { name: '2 ч' }));
    await userEvent.click(canvas.getByRole('button', { name: /Минуты/ }));
    await userEvent.click(await page.findByRole('option', { name: '15 мин' }));
    await userEvent.type(textbox(canvas, 'Адрес'), 'Покровка, 27');
    await userEvent.click(canvas.getByRole('switch', { name: 'Платное мероприятие' }));
    await userEvent.type(textbox(canvas, 'Цена, ₽'), '1200');
    await userEvent.click(canvas.getByRole('switch', { name: 'Ограничить число участников' }));
    await expect(textbox(canvas, 'Максимум участников')).toHaveValue('10');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [EventFormValues];
    await expect(toEventRequest(values)).toEqual({
      title: 'Мастер-класс по керамике',
      description: 'Лепим кружки на гончарном круге',
      category: 'обучение и развитие',
      ageLimit: 18,
      startDate: '2026-12-05T18:30:00',
      durationMinutes: 135,
      address: 'Покровка, 27',
      isPaid: true,
      price: 1200,
      maxParticipants: 10,
    });
    // Saved: the form is no longer "modified".
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

export const Paid: Story = {
  name: 'Платное: поле цены',
  args: { initialValues: { ...READY_VALUES, isPaid: true, price: 499.99 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Платное мероприятие' })).toBeChecked();
    await expect(textbox(canvas, 'Цена, ₽')).toHaveValue('499,99');
  },
};

export const PaidWithoutPrice: Story = {
  name: 'Платное: цена не указана',
  args: { initialValues: { ...READY_VALUES, isPaid: true, price: null }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Цена, ₽')).toHaveValue('');
    await expect(canvas.getByText('Для платного мероприятия необходимо указать цену больше 0')).toBeVisible();
  },
};

/** The paid switch shows the price, which is checked, sent, and hidden again when switched off. */
export const PaidFlow: Story = {
  name: 'Платное: ввод цены и отправка',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: READY_VALUES },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = canvas.getByRole('switch', { name: 'Платное мероприятие' });
    await userEvent.click(paid);
    const price = textbox(canvas, 'Цена, ₽');
    await expect(price).toBeVisible();
    await expect(price).toHaveValue('');

    await submitAndExpectError(canvasElement, 'Для платного мероприятия необходимо указать цену больше 0');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(price, '499,99');
    // The number field commits what was typed when it loses focus.
    await userEvent.tab();
    await expect(canvas.queryByText('Для платного мероприятия необходимо указать цену больше 0')).toBeNull();
    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isPaid: true, price: 499.99 }));

    // Switching it off hides the price and leaves it out of the request.
    await userEvent.click(paid);
    await expect(canvas.queryByRole('textbox', { name: 'Цена, ₽' })).toBeNull();
  },
};

export const Limited: Story = {
  name: 'С ограничением участников',
  args: { initialValues: { ...READY_VALUES, hasParticipantLimit: true, maxParticipants: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Ограничить число участников' })).toBeChecked();
    await expect(textbox(canvas, 'Максимум участников')).toHaveValue('10');
  },
};

/** Switching the limit on starts at 10; the stepper raises it and the request carries it. */
export const LimitedFlow: Story = {
  name: 'С ограничением участников: ввод и отправка',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: READY_VALUES },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Ограничить число участников' }));
    const limit = textbox(canvas, 'Максимум участников');
    await expect(limit).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: /Увеличение/ }));
    await expect(limit).toHaveValue('11');
    await userEvent.click(submitButton(canvas));
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [EventFormValues];
    await expect(toEventRequest(values).maxParticipants).toBe(11);
  },
};

/** A submit with a field in error shows its message and sends nothing. */
export const ErrorSubmitted: Story = {
  name: 'Ошибка: отправка с ошибкой',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: { ...READY_VALUES, category: null } },
  play: async ({ args, canvasElement }) => {
    await submitAndExpectError(canvasElement, 'Выберите категорию');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorCategory: Story = {
  name: 'Ошибка: категория не выбрана',
  args: { initialValues: { ...READY_VALUES, category: null }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Выберите категорию')).toBeVisible();
  },
};

export const ErrorPast: Story = {
  name: 'Ошибка: дата в прошлом',
  args: { initialValues: { ...READY_VALUES, startDate: '2026-11-20T14:45:00' }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Дата и время не могут быть в прошлом')).toBeVisible();
  },
};

export const ErrorTimeStep: Story = {
  name: 'Ошибка: время не кратно 15 минутам',
  args: { initialValues: { ...READY_VALUES, startDate: '2026-11-28T10:07:00' }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Время должно быть кратно 15 минутам')).toBeVisible();
  },
};

export const ErrorTitleTooLong: Story = {
  name: 'Ошибка: название длиннее 150 символов',
  args: { initialValues: { ...READY_VALUES, title: 'Очень '.repeat(30) }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Название мероприятия должно быть не длиннее 150 символов')).toBeVisible();
  },
};

export const ErrorDuration: Story = {
  name: 'Ошибка: продолжительность больше 12 часов',
  args: { initialValues: { ...READY_VALUES, durationHours: 12, durationMinutes: 30 }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Продолжительность мероприятия не может превышать 12 часов')).toBeVisible();
  },
};

export const ErrorParticipantLimit: Story = {
  name: 'Ошибка: лимит участников вне 1–1000',
  args: { initialValues: { ...READY_VALUES, hasParticipantLimit: true, maxParticipants: null }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Укажите максимальное количество участников')).toBeVisible();
  },
};

export const ErrorPrice: Story = {
  name: 'Ошибка: цена меньше 1 ₽',
  args: { initialValues: { ...READY_VALUES, isPaid: true, price: 0.5 }, validateAtOnce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Цена мероприятия должна быть не меньше 1 ₽')).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Сохранение',
  args: { initialValues: EDITED_VALUES, submitLabel: 'Сохранить изменения', shownState: { saving: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Сохранение\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** A save on its way: repeated presses and Enter send nothing more. */
export const Submitting: Story = {
  name: 'Сохранение: повторные нажатия',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: EDITED_VALUES, submitLabel: 'Сохранить изменения', onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas, 'Сохранить изменения'));
    const saving = await canvas.findByRole('button', { name: /Сохранение\.\.\./ });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    // docs/events.md#creating-and-editing: submit is ignored while loading.
    await userEvent.click(saving);
    saving.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SaveFailed: Story = {
  name: 'Ошибка сохранения',
  args: { initialValues: READY_VALUES, shownState: { failure: 'Произошла ошибка при создании мероприятия' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Произошла ошибка при создании мероприятия');
    // The form stays usable for another try.
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** A rejected save shows its message and leaves the form usable. */
export const SubmitFailed: Story = {
  name: 'Ошибка сохранения: после отправки',
  tags: ['!dev', '!autodocs'],
  args: {
    initialValues: READY_VALUES,
    onSubmit: fn(async () => {
      throw new Error('Произошла ошибка при создании мероприятия');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Произошла ошибка при создании мероприятия');
    // The form stays usable for another try.
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const SubmitFailedWithoutMessage: Story = {
  name: 'Ошибка сохранения без текста: «Произошла ошибка»',
  tags: ['!dev', '!autodocs'],
  args: {
    initialValues: READY_VALUES,
    onSubmit: fn(async () => {
      throw new Error('');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(within(canvasElement)));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Произошла ошибка');
  },
};

export const Cancel: Story = {
  name: 'Отмена',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ImageUploaded: Story = {
  name: 'Загрузка изображения',
  tags: ['!dev', '!autodocs'],
  args: { initialValues: READY_VALUES },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const photo = new File([new Uint8Array(1024)], 'park.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await expect(args.onUploadImage).toHaveBeenCalledWith(photo);
    await expect(await canvas.findByRole('img', { name: 'Текущее изображение мероприятия' })).toHaveAttribute(
      'src',
      SAMPLE_IMAGE_URL,
    );
    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ imageUrl: SAMPLE_IMAGE_URL }));
  },
};

export const ImageFailed: Story = {
  name: 'Ошибка загрузки изображения',
  args: { shownState: { uploadFailed: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ошибка загрузки изображения');
  },
};

/** A rejected upload says so under the image field. */
export const ImageUploadFailed: Story = {
  name: 'Ошибка загрузки изображения: после выбора файла',
  tags: ['!dev', '!autodocs'],
  args: {
    onUploadImage: fn(async () => {
      throw new Error('413');
    }),
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array(1024)], 'park.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Ошибка загрузки изображения');
  },
};

const ALL_STATES = [
  Empty,
  EmptyErrors,
  Filled,
  Paid,
  PaidWithoutPrice,
  Limited,
  ErrorCategory,
  ErrorPast,
  ErrorTimeStep,
  ErrorTitleTooLong,
  ErrorDuration,
  ErrorParticipantLimit,
  ErrorPrice,
  Saving,
  SaveFailed,
  ImageFailed,
];

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery states={ALL_STATES} show={(stateArgs) => <EventForm {...args} {...stateArgs} />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('figure form')).toHaveLength(ALL_STATES.length);
  },
};
