/**
 * One HTTP attempt to a hook's target: node's own client, with the guarded lookup (so the address
 * connected to is checked, whatever DNS said at registration), a time limit, no redirects followed,
 * and at most 64 KiB of the answer read.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isSpecialAddress, TargetRefused } from './target-guard.js';

const MAX_ANSWER_BYTES = 64 * 1024;

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export function send(
  method: 'POST' | 'PATCH',
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; signal?: AbortSignal },
): Promise<HttpAnswer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // An address written in the URL is connected to without a lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.allowPrivate && isSpecialAddress(literal)) {
    return Promise.reject(new TargetRefused('special_address', literal));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowPrivate) as never,
        timeout: options.timeoutMs,
        signal: options.signal,
        // A connection per attempt: nothing pooled stays open between deliveries.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
