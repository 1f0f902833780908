// The /api response envelope (docs/contracts.md): HTTP 200 with { code, message?, msg?, desc?, memo?,
// data | object }. Success codes are '200', 0 and '0' (01 §8).
import type { components } from '@zhsq/contract/api';
import { SUCCESS_CODES } from '../constants/request';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export interface Envelope {
  code: string | number;
  message?: string;
  msg?: string;
  desc?: string;
  memo?: string;
}

/** The success member of an operation's `anyOf: [success, ErrorEnvelope]` response. */
export type Success<T> = T extends ErrorEnvelope ? (ErrorEnvelope extends T ? never : T) : T;

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || !('code' in value)) return false;
  const { code } = value;
  return typeof code === 'string' || typeof code === 'number';
}

export function isSuccessCode(code: string | number): boolean {
  return SUCCESS_CODES.includes(code);
}

function firstText(envelope: Envelope, keys: readonly (keyof Envelope)[]): string | undefined {
  for (const key of keys) {
    const value = envelope[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** 01 §8: success text from the server's desc, memo or message. */
export function successText(envelope: Envelope): string | undefined {
  return firstText(envelope, ['desc', 'memo', 'message']);
}

/** 01 §8: failure text from the server's desc, message, memo or msg. */
export function failureText(envelope: Envelope): string | undefined {
  return firstText(envelope, ['desc', 'message', 'memo', 'msg']);
}

/** A rejected call: the envelope's failure code and text, or a transport failure (no code). */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly envelope: Envelope | undefined;

  constructor(message: string, code?: string, envelope?: Envelope) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.envelope = envelope;
  }
}
