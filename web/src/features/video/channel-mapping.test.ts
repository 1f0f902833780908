// The /api channel lists mapped onto the video service's add_dep_channel shape (docs/adr/0032).
import { describe, expect, it } from 'vitest';
import { cloudDevicesToDeps, nvrSerial, toVideoDepChannels } from './channel-mapping';

const SERIAL = /^[0-9A-Z]{9,16}$/;

describe('channel mapping', () => {
  it('writes an NVR address as a serial inside the video service pattern', () => {
    expect(nvrSerial('192.168.1.23', 8000)).toBe('NVRC0A801171F40');
    expect(nvrSerial('192.168.1.23', 8000)).toMatch(SERIAL);
    expect(nvrSerial('fe80::1', 37777)).toMatch(SERIAL);
    expect(nvrSerial('fe80::1', 37777)).toBe(nvrSerial('fe80::1', 37777));
    expect(nvrSerial('fe80::1', 37777)).not.toBe(nvrSerial('fe80::2', 37777));
  });

  it('maps pageDepChannels communities to DepChannels', () => {
    expect(
      toVideoDepChannels([
        {
          dep_id: 12,
          dep_name: '阳光雅居',
          channels: [
            {
              channel_id: 1201,
              channel_name: '南门入口',
              channel_no: 1,
              nvr_ip: '192.168.12.20',
              nvr_port: 8000,
              status: 1,
            },
            {
              channel_id: 1202,
              channel_name: '地下车库',
              channel_no: 2,
              nvr_ip: '192.168.12.20',
              nvr_port: 8000,
              status: 0,
            },
          ],
        },
        { dep_id: 13, dep_name: '丽景雅居', channels: [] },
      ]),
    ).toEqual([
      {
        depId: 12,
        depName: '阳光雅居',
        channels: [
          {
            channelId: '1201',
            channelName: '南门入口',
            deviceSerial: 'NVRC0A80C141F40',
            channelNo: 1,
            online: true,
          },
          {
            channelId: '1202',
            channelName: '地下车库',
            deviceSerial: 'NVRC0A80C141F40',
            channelNo: 2,
            online: false,
          },
        ],
      },
      // An empty list deletes the community in the window (incremental sync).
      { depId: 13, depName: '丽景雅居', channels: [] },
    ]);
  });

  it('groups cloud devices by community and leaves out devices without one', () => {
    const deps = cloudDevicesToDeps([
      {
        deviceSerial: 'D12345678',
        deviceName: '南门',
        channelNo: 1,
        status: 1,
        depId: 3,
        depName: '阳光新村',
      },
      {
        deviceSerial: 'E87654321',
        deviceName: '北门',
        channelNo: 1,
        status: 0,
        depId: 3,
        depName: '阳光新村',
      },
      { deviceSerial: 'F11112222', deviceName: '无主设备', channelNo: 1, status: 1 },
    ]);
    expect(deps).toEqual([
      {
        depId: 3,
        depName: '阳光新村',
        channels: [
          {
            channelId: 'D12345678-1',
            channelName: '南门',
            deviceSerial: 'D12345678',
            channelNo: 1,
            online: true,
          },
          {
            channelId: 'E87654321-1',
            channelName: '北门',
            deviceSerial: 'E87654321',
            channelNo: 1,
            online: false,
          },
        ],
      },
    ]);
  });
});
