/** docs/back-office.md#answers-and-errors: every management answer is `{success: true, data}`. */
export const ok = <T>(data: T): { success: true; data: T } => ({ success: true, data });
