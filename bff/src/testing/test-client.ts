export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The raw answer (images). */
  bytes: Buffer;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (e.g. malformed JSON); sent with Content-Type application/json. */
  rawBody?: string;
  /** A multipart body; fetch writes the boundary into Content-Type. */
  formData?: FormData;
  headers?: Record<string, string>;
}

/** A tiny browser stand-in: keeps cookies between requests, parses JSON answers. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** Sent with every request, e.g. X-Forwarded-For to act as another client address. */
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | FormData | undefined = options.formData;
    if (options.json !== undefined || options.rawBody !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.rawBody ?? JSON.stringify(options.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text, bytes };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, json: json ?? options.json });
  }

  put<T = unknown>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, json: json ?? options.json });
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  private storeCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
