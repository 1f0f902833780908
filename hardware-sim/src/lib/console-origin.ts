// The origin tests and tools call the local services from: the console of `npm start`, one of the
// default allowed origins (lib/origin-policy). Requests without it are refused like a foreign page.
export const CONSOLE_ORIGIN = 'http://localhost:3000';

/** Request headers of a call the console makes (Origin plus any others given). */
export function fromConsole(headers: Record<string, string> = {}): Record<string, string> {
  return { origin: CONSOLE_ORIGIN, ...headers };
}
