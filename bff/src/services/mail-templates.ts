import { countOf, escapeHtml, NOUNS, RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@city/contracts';
import type { MailMessage } from './mail';

const SITE_NAME = 'Городские события';

interface ActionMail {
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  ignoreNote: string;
}

function actionMail({ to, subject, intro, action, link, validity, ignoreNote }: ActionMail): MailMessage {
  const text = [
    'Здравствуйте!',
    '',
    intro,
    '',
    `${action}: ${link}`,
    '',
    validity,
    ignoreNote,
    '',
    `— ${SITE_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="ru"><body style="font-family: sans-serif; line-height: 1.5">
<p>Здравствуйте!</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#45C29D;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>Если кнопка не работает, скопируйте ссылку в браузер:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(validity)} ${escapeHtml(ignoreNote)}</p>
<p>— ${SITE_NAME}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

/** «24 часа», «1 час»: the link's lifetime with its noun agreeing (contracts' plural rule). */
const hours = (seconds: number): string => countOf(Math.round(seconds / 3600), NOUNS.hour);

/** docs/accounts.md#verification: PUBLIC_URL/verify-email?token=…, valid 24 hours. */
export const verificationMail = (to: string, publicUrl: string, token: string): MailMessage =>
  actionMail({
    to,
    subject: `Подтвердите email — ${SITE_NAME}`,
    intro: `Вы зарегистрировались на сайте «${SITE_NAME}». Чтобы войти, подтвердите адрес электронной почты.`,
    action: 'Подтвердить email',
    link: `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    validity: `Ссылка действует ${hours(VERIFICATION_TOKEN_TTL_SECONDS)}.`,
    ignoreNote: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
  });

/** docs/accounts.md#password-recovery: PUBLIC_URL/reset-password?token=…, valid 1 hour, single use. */
export const passwordResetMail = (to: string, publicUrl: string, token: string): MailMessage =>
  actionMail({
    to,
    subject: `Сброс пароля — ${SITE_NAME}`,
    intro: 'Мы получили запрос на сброс пароля для вашего аккаунта.',
    action: 'Задать новый пароль',
    link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    validity: `Ссылка действует ${hours(RESET_TOKEN_TTL_SECONDS)} и сработает только один раз.`,
    ignoreNote: 'Если вы не запрашивали сброс, проигнорируйте письмо: пароль останется прежним.',
  });

/**
 * docs/operations.md#command-line: the account's sign-in is closed after too many wrong passwords; its owner learns of
 * it once per lock and gets a reset link (valid 1 hour), which also reopens sign-in.
 */
export const loginLockedMail = (to: string, publicUrl: string, token: string, lockedMinutes: number): MailMessage =>
  actionMail({
    to,
    subject: `Много неудачных попыток входа — ${SITE_NAME}`,
    intro:
      `В ваш аккаунт несколько раз подряд пытались войти с неверным паролем, поэтому вход закрыт ещё на ${lockedMinutes} мин. ` +
      'Если это были не вы, кто-то мог подбирать пароль: задайте новый. После смены пароля вход откроется сразу.',
    action: 'Задать новый пароль',
    link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    validity: `Ссылка действует ${hours(RESET_TOKEN_TTL_SECONDS)} и сработает только один раз.`,
    ignoreNote: 'Если это были вы, просто подождите: пароль останется прежним.',
  });
