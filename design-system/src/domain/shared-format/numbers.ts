/** docs/back-office.md#statistics: averages and rates are shown with one decimal. */
const oneDecimal = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const share = new Intl.NumberFormat('ru-RU', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** '2,5', '3,0': an average with one decimal. */
export const formatOneDecimal = (value: number): string => oneDecimal.format(value);

/** '87,5 %': a share from 0 to 1 (a model's confidence) as a percent with one decimal. */
export const formatShareAsPercent = (value: number): string => share.format(value);

/** '87,5 %': a rate already in percent, 0 to 100 (a moderator's approval rate). */
export const formatPercent = (percent: number): string => share.format(percent / 100);

/** '12 345': a count with ru-RU digit grouping. */
export const formatCount = (value: number): string => whole.format(value);
