import { openStreetMapUrl, yandexMapsUrl } from '@city/contracts';
import * as linkStyles from '../../primitives/Link/Link.css';
import * as styles from './ShareEvent.css';

/**
 * A plain anchor with the Link's look: the app's router resolves a RAC Link's href as a path of
 * its own (useHref), which would turn https://yandex.ru/… into /events/42/https:/yandex.ru/….
 */
function MapLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={`${linkStyles.base} ${linkStyles.variant.inline}`}>
      {children}
    </a>
  );
}

export interface AddressLinksProps {
  address: string;
  city: string;
}

/**
 * docs/events.md#share-and-map: the event's address as a search on Yandex Maps and OpenStreetMap,
 * each in a new tab without telling the map who sent the reader (`noopener noreferrer`).
 */
export function AddressLinks({ address, city }: AddressLinksProps) {
  return (
    <div className={styles.addressLinks}>
      <span className={styles.addressLabel}>Адрес на карте:</span>
      <MapLink href={yandexMapsUrl(address, city)} label="Яндекс Карты (в новой вкладке)">
        Яндекс Карты
      </MapLink>
      <MapLink href={openStreetMapUrl(address, city)} label="OpenStreetMap (в новой вкладке)">
        OpenStreetMap
      </MapLink>
    </div>
  );
}
