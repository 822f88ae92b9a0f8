/** Fixed local ports for the journeys' BFF and SMTP catcher (override when they are taken). */
export const E2E_APP_PORT = Number(process.env['E2E_APP_PORT'] ?? 3199);
export const E2E_SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] ?? 2599);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
