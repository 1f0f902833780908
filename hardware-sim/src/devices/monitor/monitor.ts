// Monitoring devices reached through the desktop helper's SDKs: channel lists and native preview windows.
import { DeviceError } from '../../lib/errors';
import { pick } from '../../lib/seq';
import type { QtSchemas } from '../../contract/types';

export type CameraConnection = QtSchemas['CameraConnection'];
export type CameraChannel = QtSchemas['CameraChannel'];
export type MonitorWindow = QtSchemas['MonitorWindow'];

const CHANNEL_NAMES = [
  '大门',
  '电梯厅',
  '地下车库入口',
  '周界东侧',
  '周界西侧',
  '快递柜',
  '消防通道',
  '单元门口',
];

/** Identity of a device: IP:port on the LAN, serial in the cloud. */
function deviceKey(connection: CameraConnection): string {
  return connection.brand === 'ezviz' ? `ezviz:${connection.serial}` : `${connection.ip}:${connection.port}`;
}

export class MonitorDevices {
  windows: (MonitorWindow & { device: string; openedAt: string })[] = [];
  private nextWindow = 1;

  /** 4 to 8 channels per device, derived from its identity; channels 4 and 9 are offline. */
  channels(connection: CameraConnection): CameraChannel[] {
    const key = deviceKey(connection);
    const count = 4 + pick(5, 'channels', key);
    return Array.from({ length: count }, (_, i) => ({
      channel: i + 1,
      name: CHANNEL_NAMES[i] ?? `通道${i + 1}`,
      online: (i + 1) % 5 !== 4,
    }));
  }

  open(connection: CameraConnection, now: string): MonitorWindow {
    const channel = connection.channel ?? 1;
    const channels = this.channels(connection);
    const target = channels.find((c) => c.channel === channel);
    if (!target) throw new DeviceError(`设备 ${connection.device} 没有通道 ${channel}`);
    if (!target.online) throw new DeviceError(`通道 ${channel}（${target.name}）离线，无法预览`);
    const device = deviceKey(connection);
    const existing = this.windows.find((w) => w.device === device && w.channel === channel);
    if (existing) return this.view(existing);
    const window = {
      windowId: `mw-${this.nextWindow++}`,
      title: `${connection.device} - 通道${channel}`,
      brand: connection.brand,
      channel,
      device,
      openedAt: now,
    };
    this.windows.push(window);
    return this.view(window);
  }

  private view(window: MonitorWindow): MonitorWindow {
    return { windowId: window.windowId, title: window.title, brand: window.brand, channel: window.channel };
  }

  closeAll(): void {
    this.windows = [];
  }

  reset(): void {
    this.windows = [];
    this.nextWindow = 1;
  }
}
