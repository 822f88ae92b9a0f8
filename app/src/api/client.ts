/** Where the API lives: '' means the same origin as the page (the BFF serves both). */
export interface ApiConfig {
  baseUrl: string;
}

const config: ApiConfig = { baseUrl: '' };

export function configureApi(next: Partial<ApiConfig>): void {
  if (next.baseUrl !== undefined) config.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Joins the base URL, the path and the query; empty query values are left out. */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
}
