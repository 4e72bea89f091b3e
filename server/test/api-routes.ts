/** The API's routes as the app registered them, and their OpenAPI operations (for contract and fuzz tests). */
import type { App } from '../src/app.ts';

export const API_PREFIXES = ['/live/api/', '/other/api/', '/al/api/'];

export interface ApiRoute {
  method: string;
  url: string;
  /** The OpenAPI path: ':id' → '{id}'. */
  docPath: string;
}

export function toDocPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function apiRoutes(app: App): ApiRoute[] {
  return app.registeredRoutes
    .filter((r) => API_PREFIXES.some((p) => r.url.startsWith(p)))
    .map((r) => ({ ...r, docPath: toDocPath(r.url) }));
}

export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  responses?: Record<string, unknown>;
}

export function openApiDoc(app: App): OpenApiDoc {
  return app.swagger() as unknown as OpenApiDoc;
}
