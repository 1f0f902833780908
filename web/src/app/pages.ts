// Route name → page component, derived: each catalogue route names its page module (`page`, relative
// to web/src/features, `#Export` for a named export) and the modules are found by one glob. Only
// routes with a page are mounted and can appear in menus (no placeholder pages).
import type { ComponentType } from 'react';
import { catalogueRoutes } from '@zhsq/contract/catalogue';

type PageModule = Record<string, ComponentType | undefined>;
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, each its own lazy chunk: custom pages (`*Page.tsx`) and list-page declarations
 * (`<domain>/list-pages/*.tsx`) of the features, and the three shell routes' pages. Components named
 * `*Page` that are not routes (a feature's components/, the dashboards' frame, the login form that
 * app/login-route wraps) are left out.
 */
export const pageModules: Readonly<Record<string, () => Promise<PageModule>>> = import.meta.glob<PageModule>([
  '../features/**/*Page.tsx',
  '../features/*/list-pages/*.tsx',
  './login-route.tsx',
  '../shell/navigation/RedirectPage.tsx',
  '../shell/navigation/HomeRedirect.tsx',
  '!**/*.test.tsx',
  '!../features/*/components/**',
  '!../features/complex/dashboards/frame/**',
  '!../features/auth/LoginPage.tsx',
]);

/** The glob key of a catalogue `page` ('property/list-pages/resident', '../app/login-route'). */
export function pageModuleKey(page: string): string {
  const parts: string[] = [];
  for (const part of `features/${page.split('#')[0]}`.split('/')) {
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  const fromSrc = `${parts.join('/')}.tsx`;
  return fromSrc.startsWith('app/') ? `./${fromSrc.slice('app/'.length)}` : `../${fromSrc}`;
}

/** The export a catalogue `page` names: the part after `#`, `default` without one. */
export function pageExportName(page: string): string {
  return page.split('#')[1] ?? 'default';
}

function loaderOf(page: string): PageLoader | undefined {
  const load = pageModules[pageModuleKey(page)];
  if (!load) return undefined;
  const name = pageExportName(page);
  return async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`页面模块 ${page} 没有导出 ${name}`);
    return { default: component };
  };
}

export const pages: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  catalogueRoutes.flatMap((route) => {
    const load = route.page ? loaderOf(route.page) : undefined;
    return load ? [[route.name, load] as const] : [];
  }),
);
