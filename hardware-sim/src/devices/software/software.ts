// The desktop helper itself: version, heartbeat, the synchronised console account and launched programs.
import type { QtSchemas } from '../../contract/types';

export type AccountInfo = QtSchemas['AccountInfo'];
export type SoftwareInfo = QtSchemas['SoftwareInfo'];

export const SOFTWARE = {
  name: '智慧社区服务控件',
  version: '2.6.3',
  buildDate: '2026-01-15',
  os: 'Windows 10 专业版 22H2 64 位',
  installPath: 'C:\\Program Files (x86)\\ZhsqServiceControl',
} as const;

export const DEVICE_MODELS: Record<SoftwareInfo['devices'][number]['type'], string> = {
  ic_card: '明华 URF-R330',
  uc_card: '明华 URF-R330',
  cpu_card: '德卡 T10-C',
  idr210_reader: '精伦 iDR210',
  camera: 'USB2.0 HD UVC WebCam',
  finger_vein: '指静脉采集仪 FV-200',
};

export interface Launched {
  fullPath: string;
  pid: number;
  at: string;
}

export class Software {
  account: AccountInfo | null = null;
  launched: Launched[] = [];
  private nextPid = 4120;

  constructor(public startedAt: Date) {}

  uptime(now: Date): number {
    return Math.max(0, Math.floor((now.getTime() - this.startedAt.getTime()) / 1000));
  }

  launch(fullPath: string, at: string): Launched {
    const entry = { fullPath, pid: this.nextPid, at };
    this.nextPid += 4; // Windows process ids are multiples of 4
    this.launched.push(entry);
    return entry;
  }

  reset(now: Date): void {
    this.account = null;
    this.launched = [];
    this.nextPid = 4120;
    this.startedAt = now;
  }
}
