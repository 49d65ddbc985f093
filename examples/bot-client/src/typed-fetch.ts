/**
 * A fetch wrapper typed by the generated OpenAPI types: the path, method, parameters, body and
 * answer of every call are checked against openapi/openapi.json at compile time, so a change of
 * the API that would break this client breaks its build instead.
 */
import type { paths } from '../../../clients/typescript/src/generated/openapi.js';

type Method = 'get' | 'post';
type Path = keyof paths;
/** The paths that have operation `M`. */
type PathWith<M extends Method> = {
  [P in Path]: paths[P][M] extends { responses: unknown } ? P : never;
}[Path];
type Operation<P extends Path, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
/** The success answers: status → body. */
type Success<O> = O extends { responses: infer R }
  ? { [S in keyof R & (200 | 201 | 204)]: { status: S; body: JsonOf<R[S]> } }[keyof R &
      (200 | 201 | 204)]
  : never;
type PathParams<O> = O extends { parameters: { path: infer P } } ? P : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

export interface CallOptions<O> {
  path?: PathParams<O>;
  query?: QueryParams<O>;
  body?: Body<O>;
  headers?: Record<string, string>;
}

/** A refusal: the problem document the API answered with. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly problem: { code?: string; detail?: string; errors?: unknown[] } | null,
  ) {
    super(`${status} ${problem?.code ?? ''}: ${problem?.detail ?? ''}`);
    this.name = 'ApiRefusal';
  }
}

export class TypedApi {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  /** The same client acting as another player. */
  as(apiKey: string): TypedApi {
    return new TypedApi(this.baseUrl, apiKey);
  }

  get<P extends PathWith<'get'>>(
    path: P,
    options: CallOptions<Operation<P, 'get'>> = {},
  ): Promise<Success<Operation<P, 'get'>>> {
    return this.call('GET', path, options) as Promise<Success<Operation<P, 'get'>>>;
  }

  post<P extends PathWith<'post'>>(
    path: P,
    options: CallOptions<Operation<P, 'post'>> = {},
  ): Promise<Success<Operation<P, 'post'>>> {
    return this.call('POST', path, options) as Promise<Success<Operation<P, 'post'>>>;
  }

  private async call(
    method: string,
    template: string,
    options: {
      path?: unknown;
      query?: unknown;
      body?: unknown;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: unknown }> {
    const pathParams = (options.path ?? {}) as Record<string, string>;
    let url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(pathParams[name]),
    );
    const query = Object.entries((options.query ?? {}) as Record<string, unknown>).filter(
      ([, value]) => value !== undefined,
    );
    if (query.length > 0)
      url += `?${new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)]))}`;
    const headers: Record<string, string> = { ...options.headers };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiRefusal(response.status, (body ?? null) as never);
    return { status: response.status, body };
  }
}
