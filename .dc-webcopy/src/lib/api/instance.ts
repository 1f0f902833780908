// The console's one API instance. Its effects are late-bound: the app installs the router, the toast
// and the session's logout at start-up (app/api-effects), before any call is made.
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

export function configureApi(overrides: Partial<RequestEffects>): void {
  effects = { ...effects, ...overrides };
}

export const api = createApi({
  getToken: () => effects.getToken(),
  navigate: (path) => effects.navigate(path),
  notify: (notice) => effects.notify(notice),
  logout: () => effects.logout(),
  reload: () => effects.reload(),
});

export const { client, call } = api;
