/**
 * A table of rules keyed by method and path, as the access policy and the back office's role
 * table use: `:name` matches one path segment, a trailing `/*` everything below; the first
 * matching row decides.
 */
export interface RouteRule {
  /** An HTTP method, or '*' for any. */
  method: string;
  path: string;
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

export function routePattern(path: string): RegExp {
  const segments = path
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(ESCAPE, '\\$&')));
  const tail = path.endsWith('/*') ? '(?:/.*)?' : '/?';
  return new RegExp(`^${segments.join('/')}${tail}$`);
}

/** Compiles the table once; the returned function finds the row deciding a request. */
export function ruleMatcher<R extends RouteRule>(rules: readonly R[]): (method: string, path: string) => R | undefined {
  const compiled = rules.map((rule) => ({ rule, pattern: routePattern(rule.path) }));
  return (method, path) =>
    compiled.find(({ rule, pattern }) => (rule.method === '*' || rule.method === method) && pattern.test(path))?.rule;
}
