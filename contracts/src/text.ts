import { z } from 'zod';

/**
 * docs/operations.md#database, point 4: control characters other than tab, line feed and carriage return (C0, DEL
 * and C1). PostgreSQL cannot store NUL in text (it answered 500), and none of them belongs in
 * anything a person types; line breaks and tabs stay for descriptions, bios and messages.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks and
 * embeddings, the word joiner and its kin, the BOM, the soft hyphen, Hangul fillers.
 */
const INVISIBLE = /[\s\u00AD\u034F\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/gu;

export const TEXT_MESSAGES = {
  controlCharacters: 'Текст содержит недопустимые управляющие символы',
  invisibleOnly: 'Текст не может состоять только из невидимых символов',
} as const;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Whether something would show on screen once the spaces and invisible characters are gone. */
export const hasVisibleCharacters = (value: string): boolean => value.replace(INVISIBLE, '').length > 0;

/**
 * The one refinement every text field and search query goes through (docs/operations.md#security, point 4). It is
 * the field's first check, so a 400 names this problem first (the BFF answers with the first issue).
 */
export const noControlCharacters = <T extends z.ZodString>(schema: T): T =>
  schema.refine((value) => !hasControlCharacters(value), TEXT_MESSAGES.controlCharacters);

/** A text field: `z.string(params)` that refuses control characters (see noControlCharacters). */
export const plainText = (params?: Parameters<typeof z.string>[0]) => noControlCharacters(z.string(params));

/** A required text must show something: a title of zero-width spaces or direction marks is empty. */
export const visibleText = <T extends z.ZodString>(schema: T, message: string = TEXT_MESSAGES.invisibleOnly): T =>
  schema.refine(hasVisibleCharacters, message);
