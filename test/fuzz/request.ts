/** One generated HTTP request, and how it is printed when the server fails on it. */
export interface FuzzRequest {
  /** The operation it exercises (`POST /api/v1/matches`, `graphql mutation submitOrder`...). */
  operation: string;
  flavor: string;
  method: string;
  /** Path and query, percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request as a `curl` line (bodies over 2,000 characters are cut), for a failure report. */
export function describeRequest(r: FuzzRequest, base = 'http://127.0.0.1:3000'): string {
  const headers = Object.entries(r.headers).map(([k, v]) => ` -H ${quote(`${k}: ${v}`)}`);
  const body = r.body === undefined ? '' : ` --data-raw ${quote(cut(r.body))}`;
  return `curl -X ${r.method} ${quote(base + r.path)}${headers.join('')}${body}`;
}

function cut(text: string): string {
  return text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} characters)` : text;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
