// Route name → page component. Only routes listed here are mounted and can appear in menus; a
// catalogue route without a page yet is simply not registered (no placeholder pages).
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

export const pages: Readonly<Record<string, () => Promise<PageModule>>> = {
  login: () => import('../features/auth/LoginPage'),
  'error-404': () => import('../features/errors/NotFoundPage'),
  'error-500': () => import('../features/errors/ServerErrorPage'),
  perfecting: () => import('../features/account/PerfectingPage'),
  updateAccount: () => import('../features/account/UpdateAccountPage'),
  changePwd: () => import('../features/account/ChangePasswordPage'),
  profile: () => import('../features/account/ProfilePage'),
  redirect: () => import('../shell/navigation/RedirectPage'),
  home: () => import('../shell/navigation/HomeRedirect'),
  blank: () => import('../features/blank/BlankPage'),
  Features: () => import('../features/custom-menu/CustomFeaturePage'),
  ComplexConsole: () => import('../features/complex/ComplexConsolePage'),
  EditionSystemNotice: () => import('../features/notices/EditionSystemNoticePage'),
  VideoMonitoring: () => import('../features/video/VideoMonitoringPage'),
  EzvizVideo: () => import('../features/video/EzvizVideoPage'),
  FaceManagement: () => import('../features/hardware/FaceCollectPage'),
  KeyWritingCard: () => import('../features/hardware/KeyWritingCardPage'),
};
