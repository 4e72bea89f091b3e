/**
 * The API as a page test sees it: every call of api/ goes through `fetch`, and a page test replaces
 * `fetch` with this table of answers. Each answer is given in the contract's type (`answer<NewsFront>(…)`),
 * wrapped in the envelope the server sends; a route can also fail with a status (0: the network is
 * down), or hold its answer until the test releases it (the page's loading state). A call nobody
 * answers gets a 404 and is listed in `unanswered`, so a test sees what its page asked for.
 */
import type { Envelope } from '../../contracts/schemas/common';
import type { Locale } from '../../contracts/constants';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A method and the path after the origin, without its query: 'GET other/api/news/front'. */
export type Route = `${Method} ${string}`;

export interface ApiRequest {
  method: Method;
  /** The path after the origin, without the leading slash: 'other/api/news/front'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, or null. */
  body: unknown;
  headers: Headers;
  /** The language the client asked for (x-language). */
  language: Locale;
}

/** What a route answers: the data, or a function of the request giving it. */
export type Answer<T> = T | ((request: ApiRequest) => T | Promise<T>);

type Handler =
  | { kind: 'data'; answer: Answer<unknown> }
  | { kind: 'fail'; status: number; message: string }
  | { kind: 'hold'; gate: Promise<void>; then: Handler };

export interface Held {
  /** Lets the held calls (and later ones) answer as the route says. */
  release(): void;
}

function routeOf(method: string, path: string): Route {
  return `${method.toUpperCase() as Method} ${path.replace(/^\/+/, '')}`;
}

function normalise(route: Route): Route {
  const [method, path] = route.split(' ') as [string, string];
  return routeOf(method, path);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export class FakeApi {
  private readonly handlers = new Map<Route, Handler>();
  private readonly log: ApiRequest[] = [];
  private readonly missing: Route[] = [];

  /** The route answers 200 with `data` (or what the function gives for the request) in the envelope. */
  answer<T>(route: Route, data: Answer<T>): this {
    this.handlers.set(normalise(route), { kind: 'data', answer: data as Answer<unknown> });
    return this;
  }

  /** The route answers `status` with the error envelope; status 0 is a network failure (fetch rejects). */
  fail(route: Route, status: number, message = `failed with ${status}`): this {
    this.handlers.set(normalise(route), { kind: 'fail', status, message });
    return this;
  }

  /** The route's calls wait until `release()`, then answer as the route is set by then. */
  hold(route: Route): Held {
    const key = normalise(route);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const then = this.handlers.get(key) ?? { kind: 'fail', status: 404, message: `no answer for ${key}` };
    this.handlers.set(key, { kind: 'hold', gate, then });
    return {
      release: () => {
        const current = this.handlers.get(key);
        if (current?.kind === 'hold' && current.gate === gate) this.handlers.set(key, current.then);
        release();
      },
    };
  }

  /** Whether the route has an answer (data, a failure or a hold). */
  has(route: Route): boolean {
    return this.handlers.has(normalise(route));
  }

  /** The calls made so far, all of them or those of one route. */
  calls(route?: Route): ApiRequest[] {
    if (!route) return [...this.log];
    const key = normalise(route);
    return this.log.filter((call) => routeOf(call.method, call.path) === key);
  }

  /** Routes that were called without an answer (each answered 404). */
  get unanswered(): Route[] {
    return [...new Set(this.missing)];
  }

  /** A `fetch` that answers from this table. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const call: ApiRequest = {
      method: request.method.toUpperCase() as Method,
      path: url.pathname.replace(/^\/+/, ''),
      query: url.searchParams,
      body,
      headers: request.headers,
      language: (request.headers.get('x-language') ?? 'vi') as Locale,
    };
    this.log.push(call);
    const key = routeOf(call.method, call.path);
    return this.respond(key, this.handlers.get(key), call);
  };

  private async respond(key: Route, handler: Handler | undefined, call: ApiRequest): Promise<Response> {
    if (!handler) {
      this.missing.push(key);
      return json(404, { code: 404, msg: `no answer for ${key}`, data: null });
    }
    if (handler.kind === 'hold') {
      await handler.gate;
      return this.respond(key, this.handlers.get(key), call);
    }
    if (handler.kind === 'fail') {
      if (handler.status === 0) throw new TypeError('Failed to fetch');
      return json(handler.status, { code: handler.status, msg: handler.message, data: null });
    }
    const data = typeof handler.answer === 'function' ? await (handler.answer as (r: ApiRequest) => unknown)(call) : handler.answer;
    return json(200, { code: 200, msg: 'success', data } satisfies Envelope<unknown>);
  }
}
