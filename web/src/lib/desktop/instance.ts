// The console's desktop bridges: one helper client (port retry, qt_port in local storage), one video
// service client and one helper websocket whose port follows the helper's.
import type { components } from '@zhsq/contract/qt-client';
import { createQtBridge } from './qt-client';
import { HelperSocket } from './helper-socket';
import { createVideoBridge } from './video-service';

export type SoftwareInfo = components['schemas']['SoftwareInfo'];
export type AccountInfo = components['schemas']['AccountInfo'];

export const qt = createQtBridge();
export const video = createVideoBridge();

/** Runs the port retry with a heartbeat; the port that answered, or undefined. */
export async function resolveHelperPort(): Promise<number | undefined> {
  const { response } = await qt.client.POST('/software/heartbeat', {});
  return qt.isUnreachable(response) ? undefined : qt.currentPort();
}

export const helperSocket = new HelperSocket({ resolvePort: resolveHelperPort });

/** The helper's version and ports (software/about); rejects with a DesktopError. */
export async function aboutHelper(): Promise<SoftwareInfo> {
  return (await qt.call(qt.client.POST('/software/about', {}))).data;
}

/** Hands the signed-in account to the helper, which uses it for uploads and downloads. */
export async function syncHelperAccount(account: AccountInfo): Promise<void> {
  await qt.call(qt.client.POST('/software/set_account_info', { body: account }));
}
