import { useEffect } from 'react';
import { pageTitle, SITE_NAME } from '../i18n/messages';

/** document.title of the page shown: 'Вход — Городские события'; null for the site name alone. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page === null ? SITE_NAME : pageTitle(page);
  }, [page]);
}
