/**
 * Preloaded answers: the API answers a page's first render needs, asked of the app itself
 * (`app.inject`, so they are byte for byte what the SPA would get) with the headers the SPA would
 * send, and written into the page under the key both sides build (contracts/preload.ts). Only
 * reads without side effects are asked; an answer other than 200 is left out (the SPA asks again).
 * The injected requests come from the visitor's address: they count against the visitor's rate
 * limit exactly as the SPA's own calls would have.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../contracts/constants.ts';
import { preloadKey, PRELOAD_SCRIPT_ID } from '../../../contracts/preload.ts';
import { clock } from '../clock.ts';
import { scriptSafeJson } from '../escape.ts';
import { currencyOf } from './language.ts';

export interface PreloadAnswer<T = unknown> {
  status: number;
  /** The envelope's data when the status is 200. */
  data: T | null;
}

export class Preloader {
  private readonly answers = new Map<string, Promise<{ status: number; body: string }>>();
  private readonly headers: Record<string, string>;

  constructor(
    private readonly request: FastifyRequest,
    lang: Locale,
  ) {
    this.headers = { 'x-language': lang, currency: currencyOf(request), 'x-client-type': 'web' };
  }

  /** Asks the API once per key (a second ask of the same call shares the first) and keeps a 200 for the page. */
  async call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<PreloadAnswer<T>> {
    const key = preloadKey(method, url, body);
    let pending = this.answers.get(key);
    if (!pending) {
      pending = this.inject(method, url, body);
      this.answers.set(key, pending);
    }
    return this.read<T>(await pending);
  }

  /**
   * Asks the API as a guest, as `call` does, for the page's own use (its head, its first paint) but
   * keeps nothing for the page: for answers that differ per member when the visitor may be one.
   */
  async ask<T>(method: 'GET', url: string): Promise<PreloadAnswer<T>> {
    return this.read<T>(await this.inject(method, url));
  }

  private inject(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: string }> {
    return this.request.server
      .inject({
        method,
        url,
        headers: body === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        remoteAddress: this.request.ip,
      })
      .then((res) => ({ status: res.statusCode, body: res.body }))
      .catch(() => ({ status: 0, body: '' }));
  }

  private read<T>({ status, body: text }: { status: number; body: string }): PreloadAnswer<T> {
    if (status !== 200) return { status, data: null };
    try {
      return { status, data: (JSON.parse(text) as { data: T }).data };
    } catch {
      return { status: 0, data: null };
    }
  }

  /**
   * The script of the answers that came back 200 by now (those still on their way are left out),
   * stamped with the server's clock: `{"at":…,"answers":{"GET /…":{envelope},…}}`, safe for HTML.
   */
  async script(waitMs: number): Promise<string> {
    const settled = new Map<string, string>();
    const all = [...this.answers].map(async ([key, pending]) => {
      const { status, body } = await pending;
      if (status === 200 && body.startsWith('{')) settled.set(key, body);
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(all), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    if (settled.size === 0) return '';
    // Envelopes are embedded as the API wrote them (JSON already); only the keys are serialized here.
    const entries = [...settled].map(([key, body]) => `${JSON.stringify(key)}:${body}`);
    const json = `{"at":${clock.now()},"answers":{${entries.join(',')}}}`;
    return `<script type="application/json" id="${PRELOAD_SCRIPT_ID}">${scriptSafeJson(json)}</script>`;
  }
}
