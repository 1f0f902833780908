// The typed /api client (openapi-fetch over the generated `paths`) and `call()`, which applies the
// envelope part of the error catalogue (01 §8) and returns the success branch of an operation.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@zhsq/contract/api';
import {
  ACTION_MESSAGES,
  API_BASE,
  CODE_FORCED_LOGOUT,
  CODE_PERMISSION_DENIED,
  CODE_SESSION_EXPIRED,
  CODE_SILENT,
  MSG_PERMISSION_DENIED,
  MSG_REQUEST_TIMEOUT,
  MSG_SESSION_EXPIRED,
  REQUEST_TIMEOUT,
  type RequestAction,
} from '../constants/request';
import { ApiError, failureText, isEnvelope, isSuccessCode, successText, type Success } from './envelope';
import { authMiddleware, httpStatusMiddleware } from './middleware';
import { FORM_CONTENT_TYPE, formBodySerializer, querySerializer } from './serializers';

export type ApiClient = Client<paths>;

export interface Notice {
  type: 'success' | 'error';
  text: string;
  /** Called when the toast closes (01 §8: '100015' logs out after the message closes). */
  onClose?: () => void;
}

/** Everything the layer does outside itself; the app wires these to the router, antd and the session. */
export interface RequestEffects {
  getToken(): string | undefined;
  navigate(path: string): void;
  notify(notice: Notice): void;
  /** Clears the local session (token, user, routes, tree). */
  logout(): void | Promise<void>;
  reload(): void;
}

export interface ApiOptions {
  /** Absolute base URL; defaults to /api on the page's origin. */
  baseUrl?: string;
  timeout?: number;
  fetch?: (request: Request, init?: RequestInit) => Promise<Response>;
}

export interface CallOptions {
  /** Success toast: POST shows one unless false; other methods only when true (01 §8). */
  successToast?: boolean;
  /** Failure toast, on unless false. Session codes (100013, 100015) and 100403 always speak. */
  errorToast?: boolean;
  /** Chooses the default success / failure text when the server sends none. */
  action?: RequestAction;
}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface Api {
  client: ApiClient;
  call<T>(pending: Promise<ApiResult<T>>, options?: CallOptions): Promise<Success<T>>;
}

/** Aborts a fetch after `ms`; the abort becomes Error(请求超时) unless the caller aborted itself. */
function withTimeout(inner: NonNullable<ApiOptions['fetch']>, ms: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      return await inner(request, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new Error(MSG_REQUEST_TIMEOUT, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createApi(effects: RequestEffects, options: ApiOptions = {}): Api {
  // Late-bound so tests (and anything else) that replace globalThis.fetch are honoured.
  const baseFetch =
    options.fetch ?? ((request: Request, init?: RequestInit) => globalThis.fetch(request, init));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? new URL(API_BASE, globalThis.location.origin).toString(),
    fetch: withTimeout(baseFetch, options.timeout ?? REQUEST_TIMEOUT),
    querySerializer,
    bodySerializer: formBodySerializer(),
    headers: { 'Content-Type': FORM_CONTENT_TYPE },
  });

  // call() needs the method for the POST-only success toast; the response is the only thing it sees.
  const methods = new WeakMap<Response, string>();
  client.use(
    {
      onResponse({ request, response }) {
        methods.set(response, request.method);
        return undefined;
      },
    },
    authMiddleware(() => effects.getToken()),
    httpStatusMiddleware(effects),
  );

  // Parallel calls that all find the session expired must end it once.
  let endingSession = false;
  async function endSession(code: string, text: string): Promise<void> {
    if (endingSession) return;
    endingSession = true;
    if (code === CODE_SESSION_EXPIRED) {
      effects.notify({ type: 'error', text: MSG_SESSION_EXPIRED });
      await effects.logout();
      effects.reload();
      endingSession = false;
      return;
    }
    effects.notify({
      type: 'error',
      text,
      onClose: () => {
        void Promise.resolve(effects.logout()).finally(() => {
          endingSession = false;
        });
      },
    });
  }

  async function call<T>(pending: Promise<ApiResult<T>>, callOptions: CallOptions = {}): Promise<Success<T>> {
    const { data, error, response } = await pending;
    const action = ACTION_MESSAGES[callOptions.action ?? 'operate'];
    if (error !== undefined || !isEnvelope(data)) {
      // Statuses outside the catalogue and malformed bodies: logged and rejected, no toast (01 §8).
      console.error('请求失败', response.status, response.url, error ?? data);
      throw new ApiError(action.failure);
    }
    if (isSuccessCode(data.code)) {
      const method = methods.get(response) ?? 'GET';
      if (callOptions.successToast ?? method === 'POST') {
        effects.notify({ type: 'success', text: successText(data) ?? action.success });
      }
      return data as Success<T>;
    }
    const code = String(data.code);
    const denied = code === CODE_PERMISSION_DENIED;
    const text = failureText(data) ?? (denied ? MSG_PERMISSION_DENIED : action.failure);
    if (code === CODE_SESSION_EXPIRED || code === CODE_FORCED_LOGOUT) {
      await endSession(code, text);
    } else if (denied || (code !== CODE_SILENT && callOptions.errorToast !== false)) {
      effects.notify({ type: 'error', text });
    }
    throw new ApiError(code === CODE_SESSION_EXPIRED ? MSG_SESSION_EXPIRED : text, code, data);
  }

  return { client, call };
}
