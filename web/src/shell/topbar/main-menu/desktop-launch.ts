// What starting a local program from a menu needs (client check, helper call), loaded with the first
// such click rather than with the menus (docs/adr/0054).
export { checkDesktopClient, currentEnvironment } from '@/lib/desktop/environment';
export { DesktopError } from '@/lib/desktop/local-fetch';
export { launchSoftware } from './launch-software';
