import fs from 'node:fs';
import { VIOLATION_CATEGORIES, type ViolationCategory } from '@city/contracts';
import { describe, expect, it } from 'vitest';
import { loadShippedModel, shippedModelPath, type ModerationInput } from '../src/model';

// Posts written for this test, not taken from the dataset: one blunt and one veiled per category.
const VIOLATING: Array<{ category: ViolationCategory; style: 'blunt' | 'veiled'; post: ModerationInput }> = [
  {
    category: 'extremism',
    style: 'blunt',
    post: {
      title: 'Сбор сторонников запрещённой организации',
      description: 'Приходите вступить в ряды движения, признанного экстремистским. Готовимся к вооружённому свержению власти, раздадим листовки с призывами.',
    },
  },
  {
    category: 'extremism',
    style: 'veiled',
    post: {
      title: 'Встреча братьев по идее',
      description: 'Для своих. Изучаем труды нашего запрещённого в РФ лидера, присягаем на верность ячейке и обсуждаем, как силой изменить строй. Телефоны оставить у входа.',
    },
  },
  {
    category: 'hatred',
    style: 'blunt',
    post: {
      title: 'Вечер против приезжих',
      description: 'Мигранты — грязь, которую нужно вычистить из нашего города. Соберёмся и обсудим, как избавить район от этих нелюдей другой национальности.',
    },
  },
  {
    category: 'hatred',
    style: 'veiled',
    post: {
      title: 'Клуб коренных жителей',
      description: 'Только для своих, понаехавшим и чуркам вход закрыт: эти «гости» портят нашу кровь и не заслуживают жить рядом с нами.',
    },
  },
  {
    category: 'rally',
    style: 'blunt',
    post: {
      title: 'Несогласованный митинг у мэрии',
      description: 'Выходим на площадь без всякого разрешения, уведомление подавать не будем. Перекроем проезжую часть и будем стоять, пока не разгонят.',
    },
  },
  {
    category: 'rally',
    style: 'veiled',
    post: {
      title: 'Просто прогулка в центре',
      description: 'Гуляем большой толпой с плакатами у администрации в субботу. Согласования нет и не нужно, власти не в курсе — так даже лучше. Берите флаги.',
    },
  },
  {
    category: 'drugs',
    style: 'blunt',
    post: {
      title: 'Вечеринка с мефедроном',
      description: 'Будет мефедрон, соль и амфетамин, закладки по району заранее. Пишите в телеграм, скидка на первую дозу.',
    },
  },
  {
    category: 'drugs',
    style: 'veiled',
    post: {
      title: 'Вечеринка для своих',
      description: 'На входе каждому «витаминки» и немного «сахарка» для настроения. Кому мало — координаты клада скинем в телегу, оплата переводом.',
    },
  },
  {
    category: 'violence',
    style: 'blunt',
    post: {
      title: 'Идём бить бомжей',
      description: 'Собираемся у вокзала с битами и арматурой, будем калечить бездомных. Снимаем всё на видео, полиции ни слова.',
    },
  },
  {
    category: 'violence',
    style: 'veiled',
    post: {
      title: 'Охота в парке',
      description: 'Ночью выходим на «охоту» на одиноких прохожих: окружаем, валим на землю и пинаем, пока не перестанут двигаться. Маски обязательны.',
    },
  },
  {
    category: 'pornography',
    style: 'blunt',
    post: {
      title: 'Съёмка порнофильма',
      description: 'Ищем участников для съёмок порно, откровенные сцены секса на камеру, видео выложим на платные сайты для взрослых.',
    },
  },
  {
    category: 'pornography',
    style: 'veiled',
    post: {
      title: 'Приватная вечеринка 18+',
      description: 'Девочки без одежды, жёсткие интимные сцены в прямом эфире, запись продаём подписчикам. Никаких ограничений.',
    },
  },
  {
    category: 'disobedience',
    style: 'blunt',
    post: {
      title: 'Не подчиняемся полиции',
      description: 'Если полицейские потребуют разойтись — не подчиняемся, документы не показываем, сцепляемся руками и не даём себя задержать.',
    },
  },
  {
    category: 'disobedience',
    style: 'veiled',
    post: {
      title: 'Тренинг «Стена»',
      description: 'Учимся держаться, когда приедут люди в форме: отталкиваем их, мешаем надеть наручники, отбиваем своих у сотрудников.',
    },
  },
  {
    category: 'suicide',
    style: 'blunt',
    post: {
      title: 'Клуб тех, кто решил уйти',
      description: 'Обсуждаем способы покончить с собой без боли, выбираем крышу и дату. Вместе уйти из жизни не страшно.',
    },
  },
  {
    category: 'suicide',
    style: 'veiled',
    post: {
      title: 'Последний рассвет',
      description: 'Для тех, кому надоело жить. Встречаемся на крыше многоэтажки, берём таблетки и шагаем вниз вместе. Никому не говорите.',
    },
  },
];

const INNOCENT: Array<{ name: string; post: ModerationInput }> = [
  {
    name: 'a boxing night',
    post: {
      title: 'Вечер бокса в спорткомплексе',
      description: 'Профессиональные бои по правилам федерации бокса: шесть поединков, судьи, врачи у ринга. Билеты в кассе.',
    },
  },
  {
    name: 'an anti-drug run',
    post: {
      title: 'Забег «Жизнь без наркотиков»',
      description: 'Пробежка 5 км в поддержку здорового образа жизни и профилактики наркомании среди подростков. Регистрация на сайте.',
    },
  },
  {
    name: 'a history lecture on extremism',
    post: {
      title: 'Лекция: история экстремизма в XX веке',
      description: 'Историк расскажет, как возникали экстремистские движения и как общество и государство им противостояли. Вход свободный.',
    },
  },
  {
    name: 'a suicide-prevention talk',
    post: {
      title: 'Как помочь человеку в кризисе',
      description: 'Психолог расскажет о профилактике суицида: как заметить тревожные признаки у близких и куда обратиться за помощью. Телефон доверия работает круглосуточно.',
    },
  },
  {
    name: 'an agreed march',
    post: {
      title: 'Шествие ко Дню города',
      description: 'Праздничное шествие согласовано с мэрией, маршрут утверждён, порядок обеспечивает полиция. Приходите с семьями.',
    },
  },
  {
    name: 'a life-drawing class',
    post: {
      title: 'Рисунок обнажённой натуры',
      description: 'Академический класс рисунка с живой моделью для художников и студентов. Мольберты и бумага на месте, 18+.',
    },
  },
];

describe('the shipped moderation model', () => {
  const model = loadShippedModel();

  it('is a named, committed weights file within 2 MB with a threshold chosen in training', () => {
    expect(model.name).toMatch(/^city-moderation-\d{4}-\d{2}-\d{2}$/);
    expect(shippedModelPath()).toMatch(new RegExp(`${model.name}\\.json$`));
    expect(fs.statSync(shippedModelPath()).size).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(model.defaultThreshold).toBeGreaterThan(0);
    expect(model.defaultThreshold).toBeLessThan(1);
    expect(loadShippedModel()).toBe(model);
  });

  it('covers every violation category with these posts', () => {
    expect(new Set(VIOLATING.map((example) => example.category))).toEqual(new Set(VIOLATION_CATEGORIES));
  });

  it.each(VIOLATING.map((example) => [example.category, example.style, example] as const))(
    'flags a %s post (%s) with its category',
    (_category, _style, example) => {
      const score = model.score(example.post);
      expect(score.confidence).toBeGreaterThanOrEqual(model.defaultThreshold);
      expect(score.category).toBe(example.category);
    },
  );

  it.each(INNOCENT.map((example) => [example.name, example] as const))('leaves %s unflagged', (_name, example) => {
    expect(model.score(example.post).confidence).toBeLessThan(model.defaultThreshold);
  });

  it('reads look-alike letters as the words they imitate', () => {
    const plain = model.score({ title: 'Закладки и мефедрон', description: 'Соль, мефедрон для гостей вечеринки' });
    const disguised = model.score({ title: '3aклaдки и мeфeдpoн', description: 'C0ль, м е ф е д р о н для гостей вечеринки' });
    expect(disguised.category).toBe('drugs');
    expect(Math.abs(disguised.confidence - plain.confidence)).toBeLessThan(0.05);
  });
});
