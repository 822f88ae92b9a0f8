/** docs/accounts.md#site-frame: the copyright range starts in 2025 and runs to the current year. */
export const COPYRIGHT_START_YEAR = 2025;

export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${currentYear}` : String(COPYRIGHT_START_YEAR);
}

export const copyrightNotice = (currentYear: number): string => `© ${copyrightYears(currentYear)} Городские события`;
