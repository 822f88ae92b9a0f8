/**
 * The catalogue's part for /management/moderation-sample 'Разметка выборки'
 * (docs/moderation.md#sample-labelling). The category labels are the contracts' VIOLATIONS; the
 * server's refusals (an event gone meanwhile) are its own text and are not repeated here.
 */
export const moderationSampleMessages = {
  pageTitle: 'Разметка выборки',
  title: 'Разметка выборки',
  explanation:
    'Случайные мероприятия, которые автоматическая модерация пропустила. Отметьте нарушение или «Нарушений нет» — разметка попадёт в обучение модели.',
  redraw: 'Новая выборка',
  tableLabel: 'Мероприятия выборки',
  columns: {
    event: 'Мероприятие',
    label: 'Разметка',
  },
  categorySelectLabel: 'Категория нарушения',
  categoryPlaceholder: 'Выберите категорию',
  noViolation: 'Нарушений нет',
  save: 'Сохранить',
  saveLabel: (title: string) => `Сохранить разметку мероприятия «${title}»`,
  saving: 'Сохранение...',
  labelled: (label: string) => `Размечено: ${label}`,
  empty: 'Нет мероприятий для разметки',
  loadFailed: 'Ошибка при загрузке выборки',
  saveFailed: 'Ошибка при сохранении разметки',
  unknownError: 'Неизвестная ошибка',
  retry: 'Повторить',
  /** Console labels of the failures; the screen shows the Russian texts above. */
  serviceFailures: {
    draw: 'Не удалось получить выборку для разметки',
    label: 'Не удалось сохранить разметку',
  },
} as const;
