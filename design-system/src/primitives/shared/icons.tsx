import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

interface IconFrameProps extends IconProps {
  children: ReactNode;
  /** Fills the shapes with the stroke colour as well (a chosen favourite). */
  filled?: boolean;
}

/**
 * The frame of every icon of the design system: a 24×24 stroke drawing as large as the text around
 * it (a class may resize it). Decorative: the meaning is always also given in text or an aria-label.
 */
export function Icon({ className, filled = false, children }: IconFrameProps) {
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

/** An icon component that draws `shapes` (on the 24×24 grid) in the icon frame. */
function createIcon(...shapes: ReactElement[]) {
  // Passed as separate children, static shapes need no keys.
  const drawing = createElement(Fragment, null, ...shapes);
  return function DrawnIcon({ className }: IconProps) {
    return <Icon className={className}>{drawing}</Icon>;
  };
}

const ring = <circle cx="12" cy="12" r="9" />;
const calendar = (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>
);

// Status
export const InfoIcon = createIcon(ring, <path d="M12 11v5M12 8h.01" />);
export const SuccessIcon = createIcon(ring, <path d="m8 12.5 2.5 2.5L16 9.5" />);
export const ErrorIcon = createIcon(ring, <path d="m9 9 6 6M15 9l-6 6" />);
export const WarningIcon = createIcon(
  <path d="M10.3 3.9 2.5 17.5A2 2 0 0 0 4.2 20.5h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />,
  <path d="M12 9v4M12 17h.01" />,
);
export const CheckIcon = createIcon(<path d="M4.5 12.75l4.5 4.5 10.5-10.5" />);
/** An empty check box: a rule not met yet. */
export const CircleIcon = createIcon(<circle cx="12" cy="12" r="8.25" />);

// Actions
export const CloseIcon = createIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const SearchIcon = createIcon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);
export const UploadIcon = createIcon(
  <path d="M12 16V4M7 9l5-5 5 5" />,
  <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);
export const EyeIcon = createIcon(
  <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />,
  <circle cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = createIcon(
  <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />,
  <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
);

// Directions
export const ChevronDownIcon = createIcon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = createIcon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = createIcon(<path d="m9 6 6 6-6 6" />);

// Events
export const CalendarIcon = createIcon(calendar);
export const ClockIcon = createIcon(ring, <path d="M12 7v5l3 2" />);
export const PinIcon = createIcon(
  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);
export const PeopleIcon = createIcon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.3c1.9.8 3 2.9 3 5.7" />,
);
export const RubleIcon = createIcon(<path d="M8 20V4h5.5a4 4 0 0 1 0 8H6M6 16h9" />);
export const FlagIcon = createIcon(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
export const ShieldIcon = createIcon(
  <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3z" />,
  <path d="M12 8v4.5M12 16h.01" />,
);
export const ImageOffIcon = createIcon(
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <path d="m3 16 5-5 4 4M14 13l2-2 5 5M3 3l18 18" />,
);

/** Outlined, or filled once the event is a favourite. */
export function HeartIcon({ className, filled }: IconProps & { filled: boolean }) {
  return (
    <Icon className={className} filled={filled}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </Icon>
  );
}

// Site
/** The site's mark: the calendar with a day marked on it. */
export const LogoIcon = createIcon(calendar, <circle cx="12" cy="15.5" r="2" fill="currentColor" stroke="none" />);
export const PersonIcon = createIcon(<circle cx="12" cy="8" r="4" />, <path d="M4 21a8 8 0 0 1 16 0" />);
export const SunIcon = createIcon(
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
);
export const MoonIcon = createIcon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);

export type StatusTone = 'error' | 'success' | 'info' | 'warning';

const TONE_ICONS = { error: ErrorIcon, success: SuccessIcon, info: InfoIcon, warning: WarningIcon } as const;

/** The icon that tells a tone apart without relying on colour. */
export function ToneIcon({ tone, className }: IconProps & { tone: StatusTone }) {
  const ToneDrawing = TONE_ICONS[tone];
  return <ToneDrawing className={className} />;
}
