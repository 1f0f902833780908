// The platform's channel lists in the shape the local video service's add_dep_channel takes. The two
// contracts differ (docs/adr/0032): /api pageDepChannels sends NVR channels in snake case
// (dep_id, channel_id, nvr_ip, nvr_port, status 1/0); the video service wants depId, depName and
// channels {channelId (string), channelName, deviceSerial (9–16 of 0-9A-Z), channelNo, online}. An NVR
// has no serial, so its identity ip:port is written as `NVR` + the address in hex (192.168.1.23:8000
// → NVRC0A801171F40), stable and inside the pattern. Ezviz devices carry a real serial.
import type { components as Api } from '@zhsq/contract/api';
import type { components as Video } from '@zhsq/contract/video-service';

export type ApiDepChannels = Api['schemas']['DepChannels'];
export type CloudDevice = Api['schemas']['CloudDevice'];
export type VideoDepChannels = Video['schemas']['DepChannels'];

const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');

/** `NVR` + IPv4 as 8 hex digits + port as 4; other addresses fall back to a hash of ip:port. */
export function nvrSerial(ip: string, port: number): string {
  const parts = ip.split('.').map(Number);
  const port4 = hex(port & 0xffff, 4);
  if (parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)) {
    return `NVR${parts.map((n) => hex(n, 2)).join('')}${port4}`;
  }
  let hash = 0;
  for (const char of `${ip}:${port}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `NVR${hex(hash, 8)}${port4}`;
}

export function toVideoDepChannels(deps: readonly ApiDepChannels[]): VideoDepChannels[] {
  return deps.map((dep) => ({
    depId: dep.dep_id,
    depName: dep.dep_name,
    channels: dep.channels.map((c) => ({
      channelId: String(c.channel_id),
      channelName: c.channel_name,
      deviceSerial: nvrSerial(c.nvr_ip, c.nvr_port),
      channelNo: c.channel_no,
      online: c.status === 1,
    })),
  }));
}

/**
 * Cloud devices grouped by community for add_dep_channel. Devices without a community cannot be
 * placed (depId ≥ 1 is required) and stay out of the window; the page still lists them.
 */
export function cloudDevicesToDeps(devices: readonly CloudDevice[]): VideoDepChannels[] {
  const deps = new Map<number, VideoDepChannels>();
  for (const device of devices) {
    if (device.depId === undefined || device.depId < 1) continue;
    let dep = deps.get(device.depId);
    if (!dep) {
      dep = { depId: device.depId, depName: device.depName || `小区${device.depId}`, channels: [] };
      deps.set(device.depId, dep);
    }
    dep.channels.push({
      channelId: `${device.deviceSerial}-${device.channelNo}`,
      channelName: device.deviceName,
      deviceSerial: device.deviceSerial,
      channelNo: device.channelNo,
      online: device.status === 1,
    });
  }
  return [...deps.values()];
}
