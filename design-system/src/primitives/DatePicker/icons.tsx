import type { ReactNode } from 'react';

/** Decorative stroke icons of the picker; the buttons are named by RAC (Календарь, Назад, Далее). */
function PickerIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CalendarIcon({ className }: { className?: string }) {
  return (
    <PickerIcon className={className}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </PickerIcon>
  );
}

export function ChevronLeftIcon({ className }: { className?: string }) {
  return (
    <PickerIcon className={className}>
      <path d="m15 6-6 6 6 6" />
    </PickerIcon>
  );
}

export function ChevronRightIcon({ className }: { className?: string }) {
  return (
    <PickerIcon className={className}>
      <path d="m9 6 6 6-6 6" />
    </PickerIcon>
  );
}
