import { buildPath } from '@saf/contract';
import { loadErrorCatalogue } from '../errorCatalogue';
import { isNewerToken } from './jwt';

/** Which base a call goes to: the product API, or the services base of /api/toc and /api/spectrum. */
export type ApiBase = 'api' | 'services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The spec's second base: the facial check (`/api/toc`) and the core-system lookups (`/api/spectrum`). */
const SERVICES_PATH = /^\/api\/(toc|spectrum)(\/|$)/;

/** Which base serves a path: the services base for /api/toc and /api/spectrum, the API otherwise. */
export function baseOfPath(path: string): ApiBase {
  return SERVICES_PATH.test(path) ? 'services' : 'api';
}

export interface ApiRequest {
  method: HttpMethod;
  /** Path starting with /api, with `:name` placeholders filled from `params`. */
  path: string;
  /** Which base the call goes to. @default by the path (`baseOfPath`) */
  base?: ApiBase;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A token to send instead of the session's (the public token of registration). */
  token?: string | null;
  /** Send no bearer token at all. */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /** The data-treatment update call must not send the customer to /500 on a server error. */
  skipServerErrorRedirect?: boolean;
  signal?: AbortSignal;
  /** `blob`: a successful answer is a file (a PDF, a CSV), handed over as a Blob. */
  responseType?: 'json' | 'blob';
}

/** A failed call: `body` is the server's answer, handed to the caller as the spec asks. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The catalogue code of the server's error body, when it has one. */
  readonly code: string | undefined;
  /** The server's message (catalogue message), when it has one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const serverMessage = typeof record.message === 'string' ? record.message : undefined;
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.serverMessage = serverMessage;
  }
}

/** The network failed before any answer (offline, DNS, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

export interface ApiClientOptions {
  /** Origin (or prefix) of the product API; calls go to `${apiBaseUrl}/api/...`. Empty: same origin. */
  apiBaseUrl: string;
  /** Origin (or prefix) of the services API that serves /api/toc and /api/spectrum. */
  servicesBaseUrl: string;
  /** The session's token. */
  getToken: () => string | null;
  /** Adopts a rotated token (only called when it is newer than the held one). */
  setToken: (token: string) => void;
  /** 401, or 400 with 'User not found': the session expired. */
  onUnauthorized: () => void;
  /** 500: the customer goes to /500. */
  onServerError: () => void;
  /**
   * 503 MAINTENANCE (the operator's maintenance mode): the portal shows its maintenance splash
   * over the page, which keeps what the customer entered. Never sent to /500.
   */
  onMaintenance?: () => void;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<T>;
}

const EXPIRED_SESSION_MESSAGE = 'User not found';

export function buildUrl(
  base: string,
  request: Pick<ApiRequest, 'path' | 'params' | 'query'>,
): string {
  const path = buildPath(request.path, request.params);
  const query = Object.entries(request.query ?? {}).filter(([, v]) => v !== undefined);
  const search = query.length
    ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return `${base.replace(/\/$/, '')}${path}${search}`;
}

/**
 * The API client of spec section 7: JSON and the platform header WEB on every call, the
 * session's bearer token, adoption of a rotated token from the Authorization answer header
 * when newer, and the spec's handling of 401/400 'User not found', 403, 404 and 500 (and of
 * the maintenance mode's 503, which shows the maintenance splash instead of /500).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logger = options.logger ?? console;

  return {
    async request<T>(request: ApiRequest): Promise<T> {
      const base =
        (request.base ?? baseOfPath(request.path)) === 'services'
          ? options.servicesBaseUrl
          : options.apiBaseUrl;
      const url = buildUrl(base, request);
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Platform: 'WEB',
        ...request.headers,
      };
      const token = request.anonymous ? null : (request.token ?? options.getToken());
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }

      let response: Response;
      try {
        response = await doFetch(url, {
          method: request.method,
          headers,
          body,
          signal: request.signal,
        });
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new NetworkError(error);
      }

      // A session token rotated by the server replaces ours only when it is newer.
      const rotated = response.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
      if (rotated && request.token === undefined && !request.anonymous) {
        if (isNewerToken(rotated, options.getToken())) options.setToken(rotated);
      }

      if (response.ok && request.responseType === 'blob') return (await response.blob()) as T;
      const text = await response.text();
      let data: unknown = undefined;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      }
      if (response.ok) return data as T;

      // What the customer reads about the failure comes from the catalogue, loaded now.
      await loadErrorCatalogue();
      const error = new ApiError(response.status, data);
      // The catalogue's code of the operator's maintenance mode (a 503).
      if (error.code === 'MAINTENANCE') {
        options.onMaintenance?.();
      } else if (
        response.status === 401 ||
        (response.status === 400 && error.serverMessage === EXPIRED_SESSION_MESSAGE)
      ) {
        if (token && token === options.getToken()) options.onUnauthorized();
      } else if (response.status === 403 || response.status === 404) {
        logger.warn(`${request.method} ${request.path}: ${response.status}`);
      } else if (response.status >= 500 && !request.skipServerErrorRedirect) {
        logger.error(`${request.method} ${request.path}: ${response.status}`);
        options.onServerError();
      }
      throw error;
    },
  };
}
