// The console's one API instance. Its effects are late-bound: the app installs the router, the toast
// and the session's logout when it mounts (app/api-effects). Calls made before that (a bookmark's
// session load, which leaves with the page's code: docs/adr/0089) hold their effects until then.
import { clearToken, getToken } from '../storage';
import { createApi, type RequestEffects } from './client';

let effects: RequestEffects = {
  getToken,
  navigate: (path) => {
    globalThis.location.hash = `#${path}`;
  },
  notify: (notice) => {
    (notice.type === 'error' ? console.error : console.info)(notice.text);
    notice.onClose?.();
  },
  logout: clearToken,
  reload: () => globalThis.location.reload(),
};

/** Effects raised while held, in order; undefined when effects run at once. */
let held: (() => void)[] | undefined;

/**
 * Effects raised from now until the app installs its own (configureApi) wait for them: a 100013
 * before the console has mounted must reload with its 登录凭证过期, 重新登录 message, not without it.
 */
export function holdApiEffects(): void {
  held ??= [];
}

export function configureApi(overrides: Partial<RequestEffects>): void {
  effects = { ...effects, ...overrides };
  const waiting = held;
  held = undefined;
  // Outside the render that installs them (ApiEffects configures during render): a toast or a
  // navigation must not update other components from inside it.
  if (waiting?.length) queueMicrotask(() => waiting.forEach((effect) => effect()));
}

/** Runs an effect now (with its result), or when the app's effects are installed while they are held. */
function whenInstalled<T>(effect: () => T): T | undefined {
  if (!held) return effect();
  held.push(effect);
  return undefined;
}

export const api = createApi({
  getToken: () => effects.getToken(),
  navigate: (path) => whenInstalled(() => effects.navigate(path)),
  notify: (notice) => whenInstalled(() => effects.notify(notice)),
  logout: () => whenInstalled(() => effects.logout()),
  reload: () => whenInstalled(() => effects.reload()),
});

export const { client, call } = api;
