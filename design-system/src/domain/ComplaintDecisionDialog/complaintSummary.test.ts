import { describe, expect, it } from 'vitest';
import { complaintSummary, isSystemComplaint } from './complaintSummary';
import { sampleEventComplaint, sampleSystemComplaint, sampleUserComplaint } from '../../fixtures';

const NBSP = '\u00a0';

describe('complaintSummary', () => {
  it('shows an event complaint filed by a person', () => {
    expect(complaintSummary({ kind: 'event', complaint: sampleEventComplaint })).toEqual([
      { term: 'Мероприятие', detail: 'Ночной забег по набережной' },
      { term: 'Организатор', detail: 'Клуб «Бегущий город»' },
      { term: 'Автор жалобы', detail: 'Анна Смирнова' },
      { term: 'Причина', detail: sampleEventComplaint.reason },
      { term: 'Подана', detail: '19.11.2026, 00:40' },
    ]);
  });

  it('adds the model, confidence, category and law to a system complaint (docs/back-office.md#event-complaints)', () => {
    const lines = complaintSummary({ kind: 'event', complaint: sampleSystemComplaint });
    expect(lines).toContainEqual({ term: 'Автор жалобы', detail: 'Автоматическая модерация' });
    expect(lines.slice(-4)).toEqual([
      { term: 'Модель', detail: 'city-moderation-2' },
      { term: 'Уверенность', detail: `87,3${NBSP}%` },
      { term: 'Категория нарушения', detail: 'несанкционированные митинги' },
      { term: 'Статья закона', detail: 'ст. 20.2 КоАП РФ' },
    ]);
  });

  it("says 'Нет данных' for what the moderation left out", () => {
    const complaint = {
      ...sampleSystemComplaint,
      metadata: { ...sampleSystemComplaint.metadata!, confidence: null, category: null, lawReference: null },
    };
    const lines = complaintSummary({ kind: 'event', complaint });
    expect(lines.slice(-3).map((line) => line.detail)).toEqual(['Нет данных', 'Нет данных', 'Нет данных']);
  });

  it('shows a user complaint with the e-mail of the reported user', () => {
    expect(complaintSummary({ kind: 'user', complaint: sampleUserComplaint })).toEqual([
      { term: 'Пользователь', detail: 'Игорь Громов (igor@example.ru)' },
      { term: 'Автор жалобы', detail: 'Ольга Ким' },
      { term: 'Причина', detail: 'Оскорбляет участников в комментариях к мероприятию.' },
      { term: 'Подана', detail: '17.11.2026, 17:05' },
    ]);
  });
});

describe('isSystemComplaint', () => {
  it('tells automatic complaints from filed ones', () => {
    expect(isSystemComplaint(sampleSystemComplaint)).toBe(true);
    expect(isSystemComplaint(sampleEventComplaint)).toBe(false);
    const flagged = { ...sampleSystemComplaint, metadata: { ...sampleSystemComplaint.metadata!, systemGenerated: false } };
    expect(isSystemComplaint(flagged)).toBe(true);
  });
});
