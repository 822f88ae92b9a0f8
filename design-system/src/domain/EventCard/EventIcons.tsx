import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** Decorative 24×24 stroke icon: the text beside it always carries the meaning. */
function EventIcon({ className, children, filled = false }: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
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

export function HeartIcon({ className, filled }: IconProps & { filled: boolean }) {
  return (
    <EventIcon className={className} filled={filled}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </EventIcon>
  );
}

export function RubleIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <path d="M8 20V4h5.5a4 4 0 0 1 0 8H6M6 16h9" />
    </EventIcon>
  );
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </EventIcon>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </EventIcon>
  );
}

export function PinIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </EventIcon>
  );
}

export function PeopleIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.3c1.9.8 3 2.9 3 5.7" />
    </EventIcon>
  );
}

export function ShieldIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3z" />
      <path d="M12 8v4.5M12 16h.01" />
    </EventIcon>
  );
}

export function FlagIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </EventIcon>
  );
}

export function ImageOffIcon({ className }: IconProps) {
  return (
    <EventIcon className={className}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4M14 13l2-2 5 5M3 3l18 18" />
    </EventIcon>
  );
}
