import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { buttonClassName } from '../../primitives/Button/buttonClassName';
import { CalendarIcon, ChevronDownIcon } from '../../primitives/shared/icons';
import { OutsideLinks } from '../../primitives/shared/OutsideLinks';
import * as styles from './AddToCalendarMenu.css';

export interface AddToCalendarMenuProps {
  /** The event's .ics file (GET /api/events/{id}/calendar.ics). */
  icsHref: string;
  /** A file name for the download, e.g. event-7.ics. */
  icsFileName: string;
  googleHref: string;
  yandexHref: string;
  /** Opens the menu at once: stories of the open state. */
  defaultOpen?: boolean;
}

export const ADD_TO_CALENDAR_TEXTS = {
  trigger: 'Добавить в календарь',
  ics: 'Скачать .ics',
  google: 'Google Календарь',
  yandex: 'Яндекс Календарь',
  newTab: '(откроется в новой вкладке)',
} as const;

/**
 * docs/events.md#calendars: the event page's «Добавить в календарь»: the .ics download, or the
 * event prefilled in Google or Yandex Calendar in a new tab. The items are links, so they open
 * the way a link does (middle click, a new tab) and a screen reader says where they lead.
 */
export function AddToCalendarMenu({ icsHref, icsFileName, googleHref, yandexHref, defaultOpen }: AddToCalendarMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={`${buttonClassName({ variant: 'secondary' })} ${styles.trigger}`}>
        <CalendarIcon className={styles.icon} />
        {ADD_TO_CALENDAR_TEXTS.trigger}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover placement="bottom start" offset={6} className={styles.popover}>
        {/* The items lead out of the app: other sites and a server file, never an app route. */}
        <OutsideLinks>
          <Menu aria-label={ADD_TO_CALENDAR_TEXTS.trigger} className={styles.menu}>
            <MenuItem id="ics" href={icsHref} download={icsFileName} textValue={ADD_TO_CALENDAR_TEXTS.ics} className={styles.item}>
              {ADD_TO_CALENDAR_TEXTS.ics}
            </MenuItem>
            <MenuItem
              id="google"
              href={googleHref}
              target="_blank"
              rel="noopener noreferrer"
              textValue={ADD_TO_CALENDAR_TEXTS.google}
              aria-label={`${ADD_TO_CALENDAR_TEXTS.google} ${ADD_TO_CALENDAR_TEXTS.newTab}`}
              className={styles.item}
            >
              {ADD_TO_CALENDAR_TEXTS.google}
            </MenuItem>
            <MenuItem
              id="yandex"
              href={yandexHref}
              target="_blank"
              rel="noopener noreferrer"
              textValue={ADD_TO_CALENDAR_TEXTS.yandex}
              aria-label={`${ADD_TO_CALENDAR_TEXTS.yandex} ${ADD_TO_CALENDAR_TEXTS.newTab}`}
              className={styles.item}
            >
              {ADD_TO_CALENDAR_TEXTS.yandex}
            </MenuItem>
          </Menu>
        </OutsideLinks>
      </Popover>
    </MenuTrigger>
  );
}
