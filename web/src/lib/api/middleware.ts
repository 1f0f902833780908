// openapi-fetch middleware of the request layer: credentials on every call (01 §7) and the HTTP
// status part of the error catalogue (01 §8). No UI here: effects are injected.
import type { Middleware } from 'openapi-fetch';
import {
  AUTH_HEADER,
  CLIENT_ERROR_STATUSES,
  MSG_CLIENT_ERROR,
  MSG_SERVER_ERROR,
  SERVER_ERROR_STATUSES,
  SESSION_ID_PARAM,
} from '../constants/request';
import { ERROR_404_PATH, ERROR_500_PATH } from '../constants/routes';
import { FORM_CONTENT_TYPE } from './serializers';

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

async function bodyWithSessionId(request: Request, headers: Headers, token: string | undefined) {
  const type = headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    if (token) form.set(SESSION_ID_PARAM, token);
    // The body is rebuilt, so the old boundary must go; fetch writes a new one.
    headers.delete('Content-Type');
    return form;
  }
  const text = request.body === null ? '' : await request.text();
  if (type.startsWith('application/json')) {
    const json: unknown = text ? JSON.parse(text) : {};
    if (token && typeof json === 'object' && json !== null && !Array.isArray(json)) {
      (json as Record<string, unknown>)[SESSION_ID_PARAM] = token;
    }
    return JSON.stringify(json);
  }
  // Form mode, also for POSTs without a body: the server still wants sessionId in the form.
  const form = new URLSearchParams(text);
  if (token) form.set(SESSION_ID_PARAM, token);
  headers.set('Content-Type', FORM_CONTENT_TYPE);
  return form.toString();
}

/** DOOR-Authorization header and sessionId (GET query; form, JSON and multipart bodies). */
export function authMiddleware(getToken: () => string | undefined): Middleware {
  return {
    async onRequest({ request }) {
      const token = getToken();
      const headers = new Headers(request.headers);
      if (token) headers.set(AUTH_HEADER, token);
      const url = new URL(request.url);
      if (BODYLESS_METHODS.has(request.method)) {
        // The client's default form Content-Type means nothing without a body.
        headers.delete('Content-Type');
        if (token) url.searchParams.set(SESSION_ID_PARAM, token);
        return new Request(url, { method: request.method, headers });
      }
      const body = await bodyWithSessionId(request, headers, token);
      return new Request(url, { method: request.method, headers, body });
    },
  };
}

export interface HttpStatusEffects {
  navigate(path: string): void;
}

/** 403/404/405 → error-404 + 客户端错误; 500–504 → error-500 + 服务器出错 (01 §8). */
export function httpStatusMiddleware(effects: HttpStatusEffects): Middleware {
  return {
    onResponse({ response }) {
      if (CLIENT_ERROR_STATUSES.includes(response.status)) {
        effects.navigate(ERROR_404_PATH);
        throw new Error(MSG_CLIENT_ERROR);
      }
      if (SERVER_ERROR_STATUSES.includes(response.status)) {
        effects.navigate(ERROR_500_PATH);
        throw new Error(MSG_SERVER_ERROR);
      }
      return undefined;
    },
  };
}
