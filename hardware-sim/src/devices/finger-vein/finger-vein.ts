// The finger-vein scanner: one collection at a time. Each press of a finger is one sample; after
// `samples` presses the template file is produced. With autoPress on (the default) the presses happen
// as soon as a collection starts; the control page can turn it off and press by hand.
import { deterministicBytes } from '../../lib/seq';
import type {
  ClientWsFingerVeinCollect,
  ClientWsFingerVeinProgress,
  ClientWsFingerVeinResult,
  ClientWsFingerVeinTerminated,
} from '@zhsq/contract/asyncapi';

export type FingerVeinFrame = ClientWsFingerVeinProgress | ClientWsFingerVeinResult;
export type FingerVeinSend = (frame: FingerVeinFrame) => void;
export const DEFAULT_SAMPLES = 3;
export const TEMPLATE_SIZE = 512;

interface Collection {
  owner: object;
  request: ClientWsFingerVeinCollect;
  step: number;
  total: number;
  send: FingerVeinSend;
}

/** FV01 header, format version, finger, samples, then feature bytes derived from the inputs. */
export function veinTemplate(userId: string, finger: number, samples: number, serial: number): Buffer {
  const header = Buffer.from([0x46, 0x56, 0x30, 0x31, 1, finger, samples, 0]);
  return Buffer.concat([
    header,
    deterministicBytes(TEMPLATE_SIZE - header.length, 'vein', userId, finger, serial),
  ]);
}

export class FingerVein {
  autoPress = true;
  completed: { fileName: string; size: number }[] = [];
  private active: Collection | null = null;
  private serial = 0;

  get busy(): boolean {
    return this.active !== null;
  }

  get activeInfo() {
    const a = this.active;
    return a
      ? { userId: a.request.data.userId, finger: a.request.data.finger, step: a.step, total: a.total }
      : null;
  }

  collect(owner: object, request: ClientWsFingerVeinCollect, send: FingerVeinSend): void {
    const requestId = request.requestId ? { requestId: request.requestId } : {};
    if (this.active) {
      send({
        cmd: 'finger_vein_collect',
        type: 'result',
        ...requestId,
        success: false,
        message: '指静脉采集仪正忙，请先终止当前采集',
      });
      return;
    }
    const total = request.data.samples ?? DEFAULT_SAMPLES;
    this.active = { owner, request, step: 0, total, send };
    send({
      cmd: 'finger_vein_collect',
      type: 'progress',
      ...requestId,
      step: 0,
      total,
      message: '请将手指放在指静脉采集仪上',
    });
    if (this.autoPress) while (this.press());
  }

  /** One press of the finger; false when nothing is being collected. */
  press(): boolean {
    const a = this.active;
    if (!a) return false;
    a.step += 1;
    const requestId = a.request.requestId ? { requestId: a.request.requestId } : {};
    if (a.step < a.total) {
      a.send({
        cmd: 'finger_vein_collect',
        type: 'progress',
        ...requestId,
        step: a.step,
        total: a.total,
        message: `第 ${a.step} 次采集成功，请移开手指后再次放置`,
      });
      return true;
    }
    this.active = null;
    const { userId, finger } = a.request.data;
    const template = veinTemplate(userId, finger, a.total, ++this.serial);
    const fileName = `FV_${userId}_${finger}.dat`;
    this.completed.push({ fileName, size: template.length });
    a.send({
      cmd: 'finger_vein_collect',
      type: 'progress',
      ...requestId,
      step: a.step,
      total: a.total,
      message: `第 ${a.step} 次采集成功`,
    });
    a.send({
      cmd: 'finger_vein_collect',
      type: 'result',
      ...requestId,
      success: true,
      message: '采集成功',
      fileName,
      base64: template.toString('base64'),
      size: template.length,
    });
    return false;
  }

  terminate(owner: object, requestId?: string): ClientWsFingerVeinTerminated {
    const stopped = this.active !== null && this.active.owner === owner;
    if (stopped) this.active = null;
    return {
      cmd: 'finger_vein_terminate',
      ...(requestId ? { requestId } : {}),
      success: true,
      stopped,
      message: stopped ? '已终止采集' : '当前没有进行中的采集',
    };
  }

  /** The connection that started a collection went away. */
  release(owner: object): void {
    if (this.active?.owner === owner) this.active = null;
  }

  reset(): void {
    this.autoPress = true;
    this.completed = [];
    this.active = null;
    this.serial = 0;
  }
}
