// Body and query encodings of the request layer (01 §7): form-encoded POST bodies with empty values
// dropped and strings trimmed (opt-out per call), GET parameters without empty values, and the JSON and
// multipart modes. The session token is added later by the auth middleware, whatever the encoding.
import { createQuerySerializer } from 'openapi-fetch';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

type Params = Record<string, unknown>;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Drops undefined, null and '' (and, when trimming, strings that trim to ''). */
export function compactParams(params: Params, { trim }: { trim: boolean }): Params {
  const out: Params = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = trim && typeof raw === 'string' ? raw.trim() : raw;
    if (!isEmptyValue(value)) out[key] = value;
  }
  return out;
}

function appendValue(target: URLSearchParams | FormData, key: string, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) appendValue(target, key, item);
  } else if (target instanceof FormData && value instanceof Blob) {
    target.append(key, value);
  } else if (typeof value === 'object' && value !== null) {
    target.append(key, JSON.stringify(value));
  } else {
    target.append(key, String(value));
  }
}

/** Form encoding; `trim: false` keeps strings as typed (e.g. free text where spaces matter). */
export function formBodySerializer({ trim = true }: { trim?: boolean } = {}) {
  return (body: unknown): string => {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(compactParams((body ?? {}) as Params, { trim }))) {
      appendValue(form, key, value);
    }
    return form.toString();
  };
}

const serializeQueryCompact = createQuerySerializer();

/** GET parameters drop empty values (01 §7). */
export function querySerializer(query: Params): string {
  return serializeQueryCompact(compactParams(query, { trim: false }));
}

/** Per-call option: send the body form-encoded without trimming strings. */
export const untrimmedForm = { bodySerializer: formBodySerializer({ trim: false }) };

/** Per-call option: JSON mode (sessionId is still added). */
export const asJson = {
  bodySerializer: (body: unknown): string => JSON.stringify(body ?? {}),
  headers: { 'Content-Type': JSON_CONTENT_TYPE },
};

/** Per-call option: multipart mode; the browser writes the boundary, so Content-Type is unset. */
export const asMultipart = {
  bodySerializer: (body: unknown): FormData => {
    const form = new FormData();
    for (const [key, value] of Object.entries(compactParams((body ?? {}) as Params, { trim: false }))) {
      appendValue(form, key, value);
    }
    return form;
  },
  headers: { 'Content-Type': null },
};
