import type { AgeLimit, EventCategory } from '@city/contracts';

/** The words the seed generator draws from: Russian names, event ideas, venues. Data only. */

export const MALE_NAMES = [
  'Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил',
  'Никита', 'Матвей', 'Роман', 'Егор', 'Арсений', 'Иван', 'Денис', 'Евгений', 'Тимофей', 'Владимир',
] as const;

export const FEMALE_NAMES = [
  'Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Дарья', 'Анастасия', 'Ирина',
  'Полина', 'Виктория', 'Ксения', 'Алиса', 'Софья', 'Юлия', 'Варвара', 'Вероника', 'Светлана', 'Людмила',
] as const;

/** Male forms; the female form is built by the generator (Иванов → Иванова, Белый → Белая). */
export const SURNAMES = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
] as const;

export interface EventIdea {
  title: string;
  description: string;
  /** Minutes; null = the organizer did not say. */
  durations: readonly (number | null)[];
  ageLimits: readonly AgeLimit[];
  /** Probability of a paid event, and its price range in rubles. */
  paidChance: number;
  price: readonly [number, number];
  /** Typical participant limits; null = unlimited. */
  limits: readonly (number | null)[];
  /** Preferred hours of the day (city time). */
  hours: readonly [number, number];
  /** Which venues suit it. */
  venueKinds: readonly VenueKind[];
}

export type VenueKind = 'park' | 'hall' | 'museum' | 'library' | 'cafe' | 'sport';

export const EVENT_IDEAS: Record<EventCategory, readonly EventIdea[]> = {
  'досуг и развлечения': [
    {
      title: 'Вечер настольных игр',
      description:
        'Собираемся за большими столами, чтобы сыграть в «Каркассон», «Колонизаторов» и новинки сезона. Правила объясним, игры принесём, новичкам особенно рады.',
      durations: [180, 240],
      ageLimits: [12, 16],
      paidChance: 0.5,
      price: [200, 500],
      limits: [12, 16, 24],
      hours: [18, 20],
      venueKinds: ['cafe', 'library'],
    },
    {
      title: 'Квиз «Знатоки города»',
      description:
        'Командная игра из семи раундов об истории, кино и музыке. Приходите командой до шести человек или соберитесь на месте с новыми знакомыми.',
      durations: [120, 150],
      ageLimits: [16, 18],
      paidChance: 0.7,
      price: [300, 700],
      limits: [30, 48, 60],
      hours: [19, 20],
      venueKinds: ['cafe', 'hall'],
    },
    {
      title: 'Кино под открытым небом: «Служебный роман»',
      description:
        'Показываем любимую комедию на большом экране прямо на траве. Берите пледы и термосы, пуфы и попкорн будут на месте.',
      durations: [150],
      ageLimits: [0, 6],
      paidChance: 0.2,
      price: [150, 300],
      limits: [null, 150],
      hours: [20, 21],
      venueKinds: ['park'],
    },
    {
      title: 'Открытый микрофон: стендап',
      description:
        'Начинающие комики пробуют новый материал, зрители решают, что войдёт в большой концерт. Хотите выступить — напишите организатору заранее.',
      durations: [120],
      ageLimits: [18],
      paidChance: 0.6,
      price: [300, 600],
      limits: [40, 60],
      hours: [19, 21],
      venueKinds: ['cafe', 'hall'],
    },
    {
      title: 'Мафия для новичков',
      description:
        'Расскажем правила, раздадим карты и сыграем несколько партий с опытным ведущим. Подойдёт тем, кто ни разу не играл.',
      durations: [180],
      ageLimits: [16],
      paidChance: 0.4,
      price: [250, 450],
      limits: [12, 15],
      hours: [18, 20],
      venueKinds: ['cafe'],
    },
    {
      title: 'Танцевальный вечер: сальса и бачата',
      description:
        'Первый час — разбор базовых шагов с преподавателем, дальше свободные танцы под живой диджей-сет. Партнёр не обязателен.',
      durations: [180],
      ageLimits: [16, 18],
      paidChance: 0.8,
      price: [400, 900],
      limits: [30, 40, null],
      hours: [19, 20],
      venueKinds: ['hall'],
    },
    {
      title: 'Пикник с фрисби и бадминтоном',
      description:
        'Большой дружеский пикник: играем в фрисби, бадминтон и крокет, делимся едой и знакомимся. Инвентарь есть, плед лучше взять свой.',
      durations: [180, 240],
      ageLimits: [0],
      paidChance: 0,
      price: [0, 0],
      limits: [null, 30],
      hours: [12, 15],
      venueKinds: ['park'],
    },
  ],
  'культура и искусство': [
    {
      title: 'Экскурсия по домам конструктивизма',
      description:
        'Пешая прогулка с архитектурным историком: рабочие клубы, дома-коммуны и фабрики-кухни 1920-х. Маршрут около трёх километров.',
      durations: [120, 150],
      ageLimits: [12],
      paidChance: 0.6,
      price: [500, 1200],
      limits: [15, 20, 25],
      hours: [11, 16],
      venueKinds: ['museum', 'park'],
    },
    {
      title: 'Лекция «Как смотреть современное искусство»',
      description:
        'Разбираем, о чём говорят инсталляции и перформансы и почему это тоже искусство. После лекции — прогулка по выставке с куратором.',
      durations: [90, 120],
      ageLimits: [12, 16],
      paidChance: 0.5,
      price: [300, 800],
      limits: [40, 60, 80],
      hours: [18, 19],
      venueKinds: ['museum', 'hall'],
    },
    {
      title: 'Джазовый концерт квартета «Синяя птица»',
      description:
        'Стандарты Эллингтона и Гершвина и собственные композиции квартета. Живой звук, небольшой зал, столики у сцены.',
      durations: [120],
      ageLimits: [12, 16],
      paidChance: 0.9,
      price: [800, 2500],
      limits: [60, 100, 120],
      hours: [19, 20],
      venueKinds: ['hall', 'cafe'],
    },
    {
      title: 'Камерный концерт: Чайковский и Рахманинов',
      description:
        'Фортепианное трио исполняет «Времена года» и элегические трио. Перед концертом ведущий коротко расскажет об истории произведений.',
      durations: [90, 105],
      ageLimits: [6, 12],
      paidChance: 0.8,
      price: [600, 2000],
      limits: [80, 120],
      hours: [18, 19],
      venueKinds: ['hall', 'museum'],
    },
    {
      title: 'Мастер-класс по акварели',
      description:
        'Пишем городской пейзаж по-сырому под руководством художника. Бумага, краски и кисти входят в участие, опыт не нужен.',
      durations: [150, 180],
      ageLimits: [6, 12],
      paidChance: 0.9,
      price: [1200, 2500],
      limits: [10, 12],
      hours: [12, 18],
      venueKinds: ['library', 'museum'],
    },
    {
      title: 'Поэтический вечер: Серебряный век',
      description:
        'Читаем вслух Ахматову, Гумилёва, Цветаеву и Мандельштама. Можно прийти слушателем или принести любимое стихотворение.',
      durations: [90, 120],
      ageLimits: [12],
      paidChance: 0.1,
      price: [200, 300],
      limits: [30, null],
      hours: [19, 19],
      venueKinds: ['library', 'cafe'],
    },
    {
      title: 'Фотопрогулка по старым переулкам',
      description:
        'Учимся видеть кадр: свет, линии, отражения. Подойдёт и телефон, и фотоаппарат; в конце разберём лучшие снимки.',
      durations: [120, 180],
      ageLimits: [12],
      paidChance: 0.5,
      price: [500, 1000],
      limits: [10, 15],
      hours: [10, 17],
      venueKinds: ['park', 'museum'],
    },
  ],
  'обучение и развитие': [
    {
      title: 'Основы Python за один вечер',
      description:
        'Пишем первую программу, разбираемся с переменными, циклами и функциями. Нужен ноутбук; всё остальное установим вместе.',
      durations: [180],
      ageLimits: [12, 16],
      paidChance: 0.3,
      price: [500, 1500],
      limits: [15, 20],
      hours: [18, 19],
      venueKinds: ['library', 'hall'],
    },
    {
      title: 'Разговорный клуб английского языка',
      description:
        'Говорим только по-английски о путешествиях, работе и книгах. Ведущий поможет, если не хватает слов; уровень от Pre-Intermediate.',
      durations: [90],
      ageLimits: [16],
      paidChance: 0.4,
      price: [300, 600],
      limits: [10, 12],
      hours: [18, 20],
      venueKinds: ['library', 'cafe'],
    },
    {
      title: 'Семейный бюджет без таблиц-монстров',
      description:
        'Практикум по финансовой грамотности: считаем расходы, ставим цели и разбираемся с подушкой безопасности. Без продажи курсов.',
      durations: [90, 120],
      ageLimits: [16, 18],
      paidChance: 0.2,
      price: [300, 500],
      limits: [30, 40],
      hours: [18, 19],
      venueKinds: ['library', 'hall'],
    },
    {
      title: 'Публичные выступления: практикум',
      description:
        'Каждый участник выступит дважды и получит разбор от тренера и группы. Учимся справляться с волнением и держать внимание зала.',
      durations: [180],
      ageLimits: [16],
      paidChance: 0.8,
      price: [1500, 3000],
      limits: [10, 12],
      hours: [11, 18],
      venueKinds: ['hall'],
    },
    {
      title: 'Лекция «Как ищут экзопланеты»',
      description:
        'Астрофизик расскажет, как по колебаниям звезды узнают о планете размером с Землю и где искать жизнь. Вопросы — в конце лекции.',
      durations: [90],
      ageLimits: [6, 12],
      paidChance: 0.3,
      price: [200, 500],
      limits: [80, null],
      hours: [18, 19],
      venueKinds: ['museum', 'library'],
    },
    {
      title: 'Первая помощь: практический курс',
      description:
        'Отрабатываем на манекенах сердечно-лёгочную реанимацию, остановку кровотечения и помощь при ожогах. Ведёт инструктор-спасатель.',
      durations: [180, 240],
      ageLimits: [16],
      paidChance: 0.5,
      price: [800, 1500],
      limits: [12, 16],
      hours: [11, 15],
      venueKinds: ['hall', 'library'],
    },
    {
      title: 'Книжный клуб: «Мастер и Маргарита»',
      description:
        'Обсуждаем роман Булгакова: московские главы, ершалаимские главы и то, как их читать сегодня. Достаточно прочитать первую часть.',
      durations: [120],
      ageLimits: [16],
      paidChance: 0,
      price: [0, 0],
      limits: [15, 20],
      hours: [19, 19],
      venueKinds: ['library', 'cafe'],
    },
  ],
  'спорт и туризм': [
    {
      title: 'Утренняя пробежка 5 км',
      description:
        'Бежим в комфортном темпе, никого не оставляем позади. После финиша — растяжка и чай. Подойдёт тем, кто пробегает хотя бы три километра.',
      durations: [60, 75],
      ageLimits: [12],
      paidChance: 0,
      price: [0, 0],
      limits: [null, 40],
      hours: [8, 9],
      venueKinds: ['park', 'sport'],
    },
    {
      title: 'Йога в парке',
      description:
        'Мягкая практика для любого уровня под открытым небом. Возьмите коврик и воду; в дождь занимаемся под навесом.',
      durations: [60, 90],
      ageLimits: [12],
      paidChance: 0.3,
      price: [200, 500],
      limits: [20, 30],
      hours: [9, 10],
      venueKinds: ['park'],
    },
    {
      title: 'Велопрогулка по набережным',
      description:
        'Маршрут около 25 километров в спокойном темпе с остановками у видовых точек. Нужен исправный велосипед и шлем.',
      durations: [180, 240],
      ageLimits: [12, 16],
      paidChance: 0,
      price: [0, 0],
      limits: [15, 20, 25],
      hours: [10, 12],
      venueKinds: ['park'],
    },
    {
      title: 'Скандинавская ходьба для всех',
      description:
        'Тренер покажет технику, палки выдадим на месте. Идём около пяти километров, темп подбираем под группу.',
      durations: [90],
      ageLimits: [6],
      paidChance: 0.2,
      price: [200, 300],
      limits: [15, 20],
      hours: [9, 11],
      venueKinds: ['park'],
    },
    {
      title: 'Любительский турнир по волейболу',
      description:
        'Смешанные команды по шесть человек, игры до 15 очков. Можно заявиться командой или присоединиться к сборной на месте.',
      durations: [240],
      ageLimits: [16],
      paidChance: 0.4,
      price: [300, 500],
      limits: [24, 36],
      hours: [11, 14],
      venueKinds: ['sport'],
    },
    {
      title: 'Функциональная тренировка на свежем воздухе',
      description:
        'Круговая тренировка с собственным весом: приседания, выпады, планки. Нагрузку тренер подберёт под каждого.',
      durations: [60],
      ageLimits: [16],
      paidChance: 0.5,
      price: [300, 600],
      limits: [15, 20],
      hours: [8, 19],
      venueKinds: ['park', 'sport'],
    },
    {
      title: 'Пеший поход выходного дня',
      description:
        'Около 12 километров по лесным тропам с привалом и костром. Нужны удобная обувь, дождевик и перекус; маршрут пришлём участникам.',
      durations: [360, 480],
      ageLimits: [12],
      paidChance: 0.3,
      price: [500, 1000],
      limits: [15, 20],
      hours: [8, 10],
      venueKinds: ['park'],
    },
  ],
  другое: [
    {
      title: 'Благотворительная ярмарка',
      description:
        'Домашняя выпечка, книги и работы мастеров. Все деньги пойдут на лечение подопечных местного фонда помощи детям.',
      durations: [240, 300],
      ageLimits: [0],
      paidChance: 0,
      price: [0, 0],
      limits: [null],
      hours: [11, 13],
      venueKinds: ['park', 'hall'],
    },
    {
      title: 'Своп-вечеринка: обмен одеждой',
      description:
        'Приносите чистые вещи в хорошем состоянии и уходите с новыми. Оставшееся передадим в благотворительный магазин.',
      durations: [180],
      ageLimits: [12],
      paidChance: 0.3,
      price: [200, 300],
      limits: [40, null],
      hours: [13, 17],
      venueKinds: ['cafe', 'hall'],
    },
    {
      title: 'Субботник в парке',
      description:
        'Убираем листья и мусор, красим скамейки, сажаем кусты. Перчатки, мешки и инвентарь выдадим, после работы — горячий чай.',
      durations: [180],
      ageLimits: [6],
      paidChance: 0,
      price: [0, 0],
      limits: [null, 50],
      hours: [10, 11],
      venueKinds: ['park'],
    },
    {
      title: 'Встреча волонтёров приюта для животных',
      description:
        'Рассказываем, как помогать приюту: выгул собак, передержка, фото для объявлений. Новичкам дадим наставника.',
      durations: [90],
      ageLimits: [12],
      paidChance: 0,
      price: [0, 0],
      limits: [30, null],
      hours: [18, 19],
      venueKinds: ['library', 'cafe'],
    },
    {
      title: 'Барахолка винила и книг',
      description:
        'Коллекционеры и просто любители меняются пластинками и книгами. Можно прийти со своим столиком — напишите организатору.',
      durations: [240],
      ageLimits: [0],
      paidChance: 0,
      price: [0, 0],
      limits: [null],
      hours: [12, 13],
      venueKinds: ['hall', 'cafe'],
    },
    {
      title: 'Обмен рассадой и семенами',
      description:
        'Садоводы делятся рассадой томатов, перцев и цветов, а заодно опытом. Приносите подписанные горшки и пакетики.',
      durations: [120, 180],
      ageLimits: [0],
      paidChance: 0,
      price: [0, 0],
      limits: [null],
      hours: [10, 12],
      venueKinds: ['park', 'library'],
    },
  ],
};

export const CLOSING_LINES = [
  'Количество мест ограничено, отмечайтесь заранее.',
  'Приходите за десять минут до начала.',
  'Организатор ответит на вопросы в профиле.',
  'Приводите друзей!',
  'Фото и видео с прошлых встреч — в профиле организатора.',
] as const;

export interface Venue {
  name: string;
  address: string;
  kinds: readonly VenueKind[];
  latitude: number | null;
  longitude: number | null;
}

/** Real places of the default launch city (docs/operations.md#configuration: CITY=Москва), coordinates approximate. */
export const MOSCOW_VENUES: readonly Venue[] = [
  { name: 'Парк Горького', address: 'ул. Крымский Вал, 9', kinds: ['park', 'sport'], latitude: 55.7298, longitude: 37.601 },
  { name: 'Парк «Сокольники»', address: 'ул. Сокольнический Вал, 1, стр. 1', kinds: ['park', 'sport'], latitude: 55.7925, longitude: 37.6774 },
  { name: 'Парк «Зарядье»', address: 'ул. Варварка, 6, стр. 1', kinds: ['park', 'hall'], latitude: 55.751, longitude: 37.6283 },
  { name: 'Измайловский парк', address: 'Народный просп., 17', kinds: ['park', 'sport'], latitude: 55.7747, longitude: 37.7536 },
  { name: 'Музей-заповедник «Коломенское»', address: 'просп. Андропова, 39', kinds: ['park', 'museum'], latitude: 55.6678, longitude: 37.6709 },
  { name: 'ВДНХ', address: 'просп. Мира, 119', kinds: ['park', 'museum', 'hall'], latitude: 55.8262, longitude: 37.6377 },
  { name: 'Музей современного искусства «Гараж»', address: 'ул. Крымский Вал, 9, стр. 32', kinds: ['museum', 'hall'], latitude: 55.7277, longitude: 37.6013 },
  { name: 'Дом культуры «ГЭС-2»', address: 'Болотная наб., 15', kinds: ['museum', 'hall', 'cafe'], latitude: 55.7424, longitude: 37.612 },
  { name: 'Библиотека имени Некрасова', address: 'ул. Бауманская, 58/25, стр. 14', kinds: ['library', 'hall'], latitude: 55.7727, longitude: 37.681 },
  { name: 'Библиотека-читальня имени Тургенева', address: 'Бобров пер., 6, стр. 1', kinds: ['library'], latitude: 55.7644, longitude: 37.638 },
  { name: 'Дизайн-завод «Флакон»', address: 'ул. Большая Новодмитровская, 36', kinds: ['hall', 'cafe'], latitude: 55.8057, longitude: 37.5857 },
  { name: 'Культурный центр «Хлебозавод»', address: 'Новодмитровская ул., 1, стр. 1', kinds: ['hall', 'cafe'], latitude: 55.8054, longitude: 37.5866 },
  { name: 'Антикафе «Циферблат»', address: 'ул. Покровка, 12, стр. 1', kinds: ['cafe'], latitude: 55.7589, longitude: 37.6478 },
  { name: 'Стадион «Лужники»', address: 'ул. Лужники, 24', kinds: ['sport'], latitude: 55.7158, longitude: 37.5537 },
  { name: 'Воробьёвы горы', address: 'ул. Косыгина, 28', kinds: ['park', 'sport'], latitude: 55.7105, longitude: 37.5532 },
  { name: 'Нескучный сад', address: 'Ленинский просп., 30', kinds: ['park'], latitude: 55.7196, longitude: 37.5913 },
];

/** For any other city: plausible but generic places without coordinates. */
export const GENERIC_VENUES: readonly Venue[] = [
  { name: 'Центральный парк культуры и отдыха', address: 'ул. Ленина, 1', kinds: ['park', 'sport'], latitude: null, longitude: null },
  { name: 'Городской сад', address: 'ул. Пушкина, 10', kinds: ['park'], latitude: null, longitude: null },
  { name: 'Дом культуры «Октябрь»', address: 'просп. Мира, 25', kinds: ['hall'], latitude: null, longitude: null },
  { name: 'Краеведческий музей', address: 'ул. Советская, 14', kinds: ['museum', 'hall'], latitude: null, longitude: null },
  { name: 'Центральная городская библиотека', address: 'ул. Гагарина, 7', kinds: ['library', 'hall'], latitude: null, longitude: null },
  { name: 'Кофейня «Зерно»', address: 'ул. Садовая, 3', kinds: ['cafe'], latitude: null, longitude: null },
  { name: 'Стадион «Труд»', address: 'ул. Спортивная, 2', kinds: ['sport'], latitude: null, longitude: null },
  { name: 'Набережная', address: 'Набережная ул., 5', kinds: ['park', 'sport'], latitude: null, longitude: null },
];
