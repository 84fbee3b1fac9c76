import type { AnyEndpoint } from '@morphic/contracts';

/**
 * The endpoint's path with its `{param}` placeholders filled (each encoded), and the query's
 * given values appended (undefined, null and empty ones are left out).
 */
export function endpointUrl(
  endpoint: Pick<AnyEndpoint, 'path'>,
  params: Readonly<Record<string, unknown>> = {},
  query: Readonly<Record<string, unknown>> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
