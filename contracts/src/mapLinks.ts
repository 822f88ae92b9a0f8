/**
 * docs/events.md#share-and-map: an event's address as a search on a map. The city is put in front
 * unless the address names it already, so «Крымский Вал, 9» is not looked for in another town.
 */
export function mapQuery(address: string, city: string): string {
  const trimmed = address.trim();
  const cityName = city.trim();
  if (cityName === '' || trimmed.toLocaleLowerCase('ru').includes(cityName.toLocaleLowerCase('ru'))) return trimmed;
  return `${cityName}, ${trimmed}`;
}

export const yandexMapsUrl = (address: string, city: string): string =>
  `https://yandex.ru/maps/?text=${encodeURIComponent(mapQuery(address, city))}`;

export const openStreetMapUrl = (address: string, city: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(mapQuery(address, city))}`;
