import { describe, expect, it } from 'vitest';
import { FingerVein, TEMPLATE_SIZE, veinTemplate, type FingerVeinFrame } from './finger-vein';

const request = {
  cmd: 'finger_vein_collect' as const,
  requestId: 'fv-1',
  data: { userId: 'R1', finger: 3, samples: 2 },
};

describe('finger-vein scanner', () => {
  it('counts presses in manual mode and ends with the template', () => {
    const device = new FingerVein();
    device.autoPress = false;
    const frames: FingerVeinFrame[] = [];
    const owner = {};
    device.collect(owner, request, (f) => frames.push(f));
    expect(frames.map((f) => f.type)).toEqual(['progress']);
    expect(device.activeInfo).toEqual({ userId: 'R1', finger: 3, step: 0, total: 2 });
    expect(device.press()).toBe(true);
    expect(device.press()).toBe(false);
    expect(device.busy).toBe(false);
    const result = frames.at(-1);
    expect(result).toMatchObject({
      type: 'result',
      success: true,
      fileName: 'FV_R1_3.dat',
      size: TEMPLATE_SIZE,
    });
    expect(result && 'base64' in result ? result.base64 : '').toBe(
      veinTemplate('R1', 3, 2, 1).toString('base64'),
    );
  });

  it('only the owner can terminate; a closed connection releases the scanner', () => {
    const device = new FingerVein();
    device.autoPress = false;
    const a = {};
    const b = {};
    device.collect(a, request, () => undefined);
    expect(device.terminate(b)).toMatchObject({ stopped: false });
    expect(device.busy).toBe(true);
    device.release(a);
    expect(device.busy).toBe(false);
    expect(device.press()).toBe(false);
  });
});
