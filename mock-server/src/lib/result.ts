// Outcome of a domain operation that can fail for a business reason: the handler turns a failure into
// the envelope `fail(code, message)`.

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(code: string, message: string): Outcome<T> => ({
  ok: false,
  code,
  message,
});
