import type { AnchorLink } from './AnchorNav';
import type { Feature } from './FeatureGrid';
import type { IdeaTheme } from './IdeaThemes';
import type { RelatedLinks } from './StaticPage';
import type { Step } from './StepList';

/** Sample landing copy shared by the marketing stories (the app's own copy is in its catalogue). */

export const sampleAnchors: readonly AnchorLink[] = [
  { href: '#features', label: 'Возможности' },
  { href: '#how-it-works', label: 'Как это работает' },
  { href: '#about', label: 'О проекте' },
];

export const sampleFeatures: readonly Feature[] = [
  { icon: 'profile', title: 'Профиль и приватность', description: 'Расскажите о себе и решите, что видят другие.' },
  { icon: 'create', title: 'Простое создание', description: 'Событие создаётся за пару минут и правится до начала.' },
  { icon: 'search', title: 'Удобный поиск', description: 'Категории, даты и поиск по интересам.' },
  { icon: 'favourites', title: 'Избранное', description: 'Отмечайте события сердечком, чтобы вернуться к ним.' },
  { icon: 'community', title: 'Сообщество', description: 'Присоединяйтесь к событиям в один клик.' },
  { icon: 'moderation', title: 'Модерация', description: 'Автоматическая проверка и модераторы следят за порядком.' },
];

export const sampleSteps: readonly Step[] = [
  { title: 'Зарегистрируйтесь', description: 'Создайте аккаунт и подтвердите email.' },
  { title: 'Найдите события', description: 'Фильтры по категориям и датам помогут выбрать.' },
  { title: 'Участвуйте или создавайте', description: 'Присоединяйтесь или соберите своё мероприятие.' },
  { title: 'Наслаждайтесь', description: 'Встречайтесь и открывайте город заново.' },
];

export const sampleThemes: readonly IdeaTheme[] = [
  {
    title: 'Досуг и развлечения',
    ideas: [
      { title: 'Вечер настольных игр', price: 300 },
      { title: 'Пикник в парке', price: null },
    ],
  },
  {
    title: 'Культура и искусство',
    ideas: [
      { title: 'Экскурсия по старому центру', price: 500 },
      { title: 'Вечер поэзии', price: null },
    ],
  },
  {
    title: 'Обучение и развитие',
    ideas: [
      { title: 'Разговорный клуб', price: 100 },
      { title: 'Мастер-класс по фотографии', price: 1500 },
    ],
  },
  {
    title: 'Спорт и туризм',
    ideas: [
      { title: 'Утренняя пробежка', price: null },
      { title: 'Поход выходного дня', price: 800 },
    ],
  },
];

export const samplePriceNote = 'Цены указаны для примера: стоимость назначает организатор.';

export const sampleRelated: RelatedLinks = {
  title: 'Смотрите также',
  links: [
    { href: '/privacy', label: 'Политика конфиденциальности' },
    { href: '/about', label: 'О проекте' },
    { href: '/contacts', label: 'Контакты' },
    { href: '/', label: 'Главная' },
    { href: '/events', label: 'События' },
  ],
};
