import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/icons';
import * as styles from './DatePicker.css';

/** The month grid of a RAC DatePicker; value, minimum and week start come from the picker. */
export function CalendarPopover() {
  return (
    <Popover placement="bottom start" offset={4} className={styles.popover}>
      <Dialog className={styles.dialog}>
        <Calendar className={styles.calendar}>
          <header className={styles.calendarHeader}>
            <Button slot="previous" className={styles.navButton}>
              <ChevronLeftIcon />
            </Button>
            <Heading className={styles.monthHeading} />
            <Button slot="next" className={styles.navButton}>
              <ChevronRightIcon />
            </Button>
          </header>
          {/* Single letters are ambiguous in Russian (П, С, В twice): two-letter names. */}
          <CalendarGrid weekdayStyle="short" className={styles.grid}>
            <CalendarGridHeader>
              {(weekday) => <CalendarHeaderCell className={styles.weekday}>{weekday}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
