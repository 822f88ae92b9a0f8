import { escapeHtml } from '@city/contracts';
import type { MailMessage } from './mail';

const SITE_NAME = 'Городские события';

export interface Notice {
  to: string;
  /** The subject before « — Городские события». */
  subject: string;
  /** The body's paragraphs, plain text (escaped for the HTML part). */
  paragraphs: string[];
  action: { label: string; link: string };
  /** A reminder's one-click unsubscribe: a line under the signature and the List-Unsubscribe headers. */
  unsubscribe?: { pageLink: string; oneClickLink: string };
}

/** docs/operations.md#mail: the one look of every notice (reminders, changes, decisions): text and HTML alike. */
export function noticeMail({ to, subject, paragraphs, action, unsubscribe }: Notice): MailMessage {
  const unsubscribeLine = unsubscribe ? `Не хотите получать напоминания? Отписаться: ${unsubscribe.pageLink}` : null;
  const text = [
    'Здравствуйте!',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.link}`,
    '',
    `— ${SITE_NAME}`,
    ...(unsubscribeLine ? ['', unsubscribeLine] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="ru"><body style="font-family: sans-serif; line-height: 1.5">
<p>Здравствуйте!</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#45C29D;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p>— ${SITE_NAME}</p>
${unsubscribe ? `<p style="font-size:13px;color:#666">Не хотите получать напоминания? <a href="${escapeHtml(unsubscribe.pageLink)}">Отписаться</a></p>` : ''}
</body></html>`;
  return {
    to,
    subject: `${subject} — ${SITE_NAME}`,
    text,
    html,
    link: action.link,
    // RFC 8058: mail clients show their own "unsubscribe" and POST to the link in one click.
    ...(unsubscribe
      ? { headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

/** «суббота, 28 ноября в 19:00» in the city's zone. */
export function spokenStart(startsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(startsAt);
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(startsAt);
  return `${day} в ${time}`;
}
