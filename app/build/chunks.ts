import type { Rolldown } from 'vite';

/*
 * How the app's code is cut into files (rolldown's codeSplitting groups). The bundler on its own
 * makes one file per set of pages sharing some modules: some forty small files on the first screen,
 * each a request with its own headers, and hundreds of them on a phone's slow network. The groups
 * gather what the first screens (/login, /, /events) load together. Each is listed by path, and
 * takes no dependencies along (`includeDependenciesRecursively: false`): through the design
 * system's and react-aria's index modules it would otherwise take nearly everything. Anything not
 * listed still loads where it is used, in the bundler's own chunks; ./plugins.ts fails the build if
 * two chunks come to import each other. The first-load-js bench (scripts/bench) measures the result.
 */

/** What every first screen draws with (buttons, links, text fields, headings, the spinner) and the react-aria code under it. */
const FIRST_SCREEN_UI = new RegExp(
  [
    String.raw`react-aria[\\/]dist[\\/]private[\\/](form|label|link|button|live-announcer|progress|ssr|visually-hidden)[\\/]`,
    String.raw`react-aria[\\/]dist[\\/]private[\\/]textfield[\\/]useTextField`,
    String.raw`react-aria[\\/]dist[\\/]private[\\/]interactions[\\/](?!(useLongPress|useScrollWheel|useMove|useContextMenu|useInteractOutside|PressResponder)\.mjs)`,
    String.raw`react-aria[\\/]dist[\\/]private[\\/](i18n[\\/](I18nProvider|useDefaultLocale|utils|useNumberFormatter)|focus[\\/]useFocusRing|collections[\\/]Hidden)\.mjs`,
    String.raw`react-aria[\\/]dist[\\/]private[\\/]utils[\\/](?!(scrollIntoView|getScrollParents?|isScrollable|useResizeObserver|useViewportSize|animation|inertValue|useDescription|useEvent|useLoadMoreSentinel|useUpdateLayoutEffect|useUpdateEffect|runAfterKeyboard|keyboard|useSlot|useDrag1D|useDeepMemo)\.mjs|shadowdom[\\/]ShadowTreeWalker)`,
    String.raw`react-stately[\\/]dist[\\/]private[\\/](flags|form|toast|toggle|utils)[\\/]`,
    String.raw`react-aria-components[\\/]dist[\\/]private[\\/](Autocomplete|Button|FieldError|Form|Group|Heading|Input|Label|Link|ProgressBar|SelectionIndicator|SharedElementTransition|Text|TextArea|TextField|ToggleButton|ToggleButtonGroup|utils)\.mjs`,
    String.raw`@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter`,
    String.raw`node_modules[\\/]clsx[\\/]`,
    String.raw`design-system[\\/]src[\\/](theme|layout)[\\/]`,
    String.raw`design-system[\\/]src[\\/]primitives[\\/](Alert|Badge|Button|Link|LinkButton|Spinner|TextField|PasswordField|shared)[\\/]`,
    String.raw`design-system[\\/]src[\\/]primitives[\\/]Toast[\\/]toastQueue`,
    // The error screen's, which the root error boundary keeps ready.
    String.raw`design-system[\\/]src[\\/]domain[\\/]StatusScreen[\\/]`,
  ].join('|'),
);

/**
 * The app's own code every screen runs: the request wrapper, the frame's texts, the session. The
 * contracts listed here and below are used for their constants and checks only; were one of
 * their schemas used, zod would come with them (first-load-js bench).
 */
const APP_SHELL = new RegExp(
  [
    String.raw`app[\\/]src[\\/](api[\\/](request|client|errors|failureMessage|failurePolicy|auth|sessionAnswers|compiledAnswer)\.ts|i18n[\\/]messages[\\/]shell\.ts|lib[\\/])`,
    // The session check compiled from the contracts (app/build/answerChecks.ts).
    String.raw`virtual:answer-checks[\\/]session`,
    String.raw`contracts[\\/]src[\\/](authMessages|rateLimit|cityOfPage)\.ts`,
    // The city the page names (docs/operations.md#the-city-of-a-page), read before the first render.
    String.raw`app[\\/]src[\\/]cityOfPage\.ts|design-system[\\/]src[\\/]domain[\\/]shared-format[\\/]cityTimeZone\.ts`,
    String.raw`vite[\\/]preload-helper`,
    String.raw`app[\\/]src[\\/](main\.tsx|cspSafeZod\.ts|shell[\\/](?!layouts[\\/](MainLayout|ManagementLayout|AccountStatusNotice|SiteThemeToggle|PageDataConfig|userMenu)|errors[\\/]NotFoundPage))`,
    String.raw`app[\\/]src[\\/]features[\\/](?!feedback|management)[\w-]+[\\/](index|pages[\\/]index)\.ts`,
    String.raw`app[\\/]src[\\/]features[\\/](theme[\\/]|profile[\\/]mappers[\\/]profileAccess)`,
    String.raw`app[\\/]src[\\/]features[\\/]auth[\\/](routing\.ts|hooks[\\/](useSession|sessionStore|sessionEnd|useLogout|useAuthErrorHandler)\.ts)`,
  ].join('|'),
);

/** The sign-in page and what it shares with the other auth screens (which stay chunks of their own). */
const AUTH_FORMS = new RegExp(
  [
    String.raw`app[\\/]src[\\/]features[\\/]auth[\\/](pages[\\/](LoginPage|AuthFormBody|EmailField|ConsentNote|FormError)\.tsx|validation\.ts|errorText\.ts|hooks[\\/]use(LoginForm|AuthForm|RateLimit)\.ts)`,
    String.raw`app[\\/]src[\\/]i18n[\\/]messages[\\/]auth\.ts|contracts[\\/]src[\\/](email|password)\.ts`,
    String.raw`design-system[\\/]src[\\/]domain[\\/]AuthCard[\\/]`,
  ].join('|'),
);

/** The main layout around the site's pages: header, footer, theme switch, feedback launcher. */
const SITE_LAYOUT = new RegExp(
  [
    String.raw`app[\\/]src[\\/]shell[\\/]layouts[\\/](MainLayout|AccountStatusNotice|SiteThemeToggle)\.tsx`,
    String.raw`app[\\/]src[\\/]shell[\\/]guards[\\/](BlockedAccountGuard|blockedAccountAccess)\.tsx?`,
    String.raw`app[\\/]src[\\/](features[\\/]feedback[\\/](index|hooks[\\/]useFeedbackDialogState)|lib[\\/]feedbackLauncher)\.ts`,
    String.raw`design-system[\\/]src[\\/]domain[\\/](SiteHeader|SiteFooter|SiteLayout|ThemeToggle)[\\/]`,
    String.raw`contracts[\\/]src[\\/]roles\.ts`,
  ].join('|'),
);

/**
 * The events list and its cards, with the contracts they check: the list is the page a signed-in
 * person lands on. The other events pages (forms, details) stay chunks of their own and use this one.
 */
const EVENTS_LIST = new RegExp(
  [
    String.raw`app[\\/]src[\\/]features[\\/]events[\\/](pages[\\/](EventsPage|EventGrid|FeedSkeleton|Loading|EmptyFeed|ScrollToTopButton|SubscribeFeedsButton)\.tsx|pages[\\/]layout\.css\.ts|firstPage\.ts|hooks[\\/]use(EventsFeed|EventFilters|InfiniteScroll|EventActions|Now|ScrolledPast|CardsInSteps|ListScrollRestoration|OverlapsButtons)\.ts|mappers[\\/]\w+\.ts)`,
    String.raw`app[\\/]src[\\/](api[\\/](events|eventAnswers|calendarFile)|i18n[\\/]messages[\\/]events)\.ts|virtual:answer-checks[\\/]events`,
    String.raw`design-system[\\/]src[\\/]domain[\\/](EventCard|ParticipationArea|FilterPanel)[\\/]`,
    String.raw`contracts[\\/]src[\\/](errors|event|eventApi|eventComplaint|eventFilters|eventFiltersAddress|calendarLinks|participation|moderation)\.ts`,
  ].join('|'),
);

/**
 * The date picker, number fields, tables and tabs: left to the pages that have them.
 */
const RARER_WIDGETS = new RegExp(
  [
    String.raw`react-(aria|stately)[\\/]dist[\\/]private[\\/](intl[\\/])?(calendar|datepicker|numberfield|spinbutton|table|grid|gridlist|tabs|dnd|color|slider|toast|landmark|breadcrumbs|checkbox|radio|tooltip|meter|disclosure|virtualizer)[\\/]`,
    String.raw`react-aria-components[\\/]dist[\\/]private[\\/](DatePicker|DateField|Calendar|RangeCalendar|HiddenDateInput|NumberField|Table|GridList|Tabs|DropZone|Color\w*|Slider|Toast|Breadcrumbs|Checkbox|RadioGroup|Tooltip|Meter|Disclosure|Virtualizer|Tree)\.mjs`,
    // (its DateFormatter stays: the widgets' shared i18n code formats with it)
    String.raw`@internationalized[\\/]date[\\/](?!dist[\\/]private[\\/]DateFormatter)`,
  ].join('|'),
);
const isReactAriaWidget = (id: string) =>
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized[\\/](string|date[\\/]dist[\\/]private[\\/]DateFormatter))[\\/]?/.test(id) &&
  !RARER_WIDGETS.test(id);

/** The events list's filters that show on its first screen: the search field and the switches. */
const FIRST_SCREEN_WIDGETS = new RegExp(
  [
    String.raw`react-(aria|stately)[\\/]dist[\\/]private[\\/](searchfield|switch|toggle)[\\/]`,
    String.raw`react-aria-components[\\/]dist[\\/]private[\\/](SearchField|Switch)\.mjs`,
    String.raw`design-system[\\/]src[\\/]primitives[\\/](SearchField|Switch)[\\/]`,
    // The stand-ins of the controls whose code arrives on first reach (primitives/shared/codeOnReach.ts).
    String.raw`design-system[\\/]src[\\/]primitives[\\/](shared[\\/]codeOnReach|Select[\\/](Select|SelectStandIn|selectProps|Select\.css)|MenuButton[\\/](MenuButton|menuButtonProps|MenuButton\.css))\.ts`,
    String.raw`design-system[\\/]src[\\/]domain[\\/]UserMenu[\\/](?!UserMenuDrawerPanel)`,
    String.raw`shell[\\/]layouts[\\/]userMenu\.ts`,
  ].join('|'),
);

/**
 * What a select, a menu or a dialog needs once opened (collections, selection, popovers, focus
 * scopes): fetched when someone first reaches for one on the events list, with the page elsewhere.
 */
const OVERLAYS = (id: string) =>
  (isReactAriaWidget(id) && !FIRST_SCREEN_WIDGETS.test(id)) ||
  /design-system[\\/]src[\\/](primitives[\\/](Select[\\/]AriaSelect|MenuButton[\\/]AriaMenuButton|Dialog|ConfirmDialog)[\\/.]|domain[\\/]UserMenu[\\/]UserMenuDrawerPanel)/.test(id);

/** A module goes to the group of highest priority whose test it passes. */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // React and the router run on every page and change less often than the app: one file of their
  // own stays cached across releases.
  {
    name: 'react',
    priority: 4,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|use-sync-external-store)[\\/]/,
  },
  // Only the pages that check answers against the contracts load zod; the session check's schemas
  // come with it (see app/src/api/auth.ts).
  {
    name: 'zod',
    priority: 3,
    test: /node_modules[\\/]zod[\\/]|app[\\/]src[\\/]api[\\/]authSchemas\.ts/,
    includeDependenciesRecursively: false,
  },
  // Loaded with every page (the HTML's scripts), the app's own shell included.
  {
    name: 'shell',
    priority: 2,
    test: (id) => FIRST_SCREEN_UI.test(id) || APP_SHELL.test(id),
    includeDependenciesRecursively: false,
  },
  { name: 'auth-forms', priority: 2, test: AUTH_FORMS, includeDependenciesRecursively: false },
  { name: 'site', priority: 1, test: SITE_LAYOUT, includeDependenciesRecursively: false },
  // The signed-in pages fetch their data with swr (PageDataConfig); a visitor's pages never do.
  {
    name: 'swr',
    priority: 1,
    test: /node_modules[\\/](swr|dequal)[\\/]|shell[\\/]layouts[\\/]PageDataConfig/,
    includeDependenciesRecursively: false,
  },
  { name: 'events-list', priority: 1, test: EVENTS_LIST, includeDependenciesRecursively: false },
  // The first screen's widgets with whatever they import (the react-aria code they share with the
  // overlays included); the overlays' own code goes to a file of its own, fetched on first reach.
  { name: 'widgets', priority: 1, test: (id) => FIRST_SCREEN_WIDGETS.test(id) && !OVERLAYS(id) },
  { name: 'overlays', priority: 0, test: OVERLAYS, includeDependenciesRecursively: false },
  // What the landing and the other public pages share: their copy and the marketing blocks. The
  // landing's «Ближайшие события» (upcoming/) is fetched after the page is drawn, so it stays out.
  {
    name: 'static-pages',
    priority: 1,
    test: /app[\\/]src[\\/](features[\\/]static-pages[\\/](?!pages[\\/]\w+Page\.tsx|upcoming[\\/])|i18n[\\/]staticPages\.ts)|design-system[\\/]src[\\/]marketing[\\/]/,
    includeDependenciesRecursively: false,
  },
  // Dates, counts and the city's clock, shown on the landing page and on every event.
  {
    name: 'formats',
    priority: 1,
    test: /design-system[\\/]src[\\/]domain[\\/]shared-format[\\/]|contracts[\\/]src[\\/](wallClock|events|birthDate)\.ts/,
    includeDependenciesRecursively: false,
  },
];
