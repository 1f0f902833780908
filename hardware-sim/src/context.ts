// Everything the simulators know, shared by the desktop-helper HTTP app, its websocket app and the video
// service app (startSimulators passes one context to all three, so the control page sees one world).
import { formatDate, formatDateTime, systemClock, type Clock } from './lib/clock';
import { Counters, hexId } from './lib/seq';
import { backendOnly, fetchUploader, type Uploader } from './lib/uploader';
import { OriginPolicy, type OriginPolicyOptions } from './lib/origin-policy';
import { Faults } from './control/faults';
import { LocalFiles } from './devices/files/local-files';
import { IcCardReader } from './devices/ic-card/ic-card';
import { UcCardReader } from './devices/uc-card/uc-card';
import { CpuCardReader } from './devices/cpu-card/cpu-card';
import { Idr210Reader } from './devices/idr210/idr210';
import { MonitorDevices } from './devices/monitor/monitor';
import { Downloads } from './devices/downloads/downloads';
import { Software } from './devices/software/software';
import { Camera } from './devices/camera/camera';
import { FingerVein } from './devices/finger-vein/finger-vein';
import type { ReaderEvent } from './devices/card/card';
import { MonitorService } from './video/monitor-service';
import { QT_PORT, VIDEO_PORT } from './constants';

export interface SimOptions {
  /** Share one context between apps; created from the other options when absent. */
  context?: SimContext;
  clock?: Clock;
  uploader?: Uploader;
  logger?: boolean;
  /** HTTP port the helper reports in software/about (the websocket is on port + 1). */
  qtPort?: number;
  /** Allowed console origins, backend origins and local programs (defaults: lib/origin-policy). */
  policy?: OriginPolicyOptions;
}

export const DEFAULT_QT_PORT = QT_PORT;
export const DEFAULT_VIDEO_PORT = VIDEO_PORT;

export class SimContext {
  readonly clock: Clock;
  readonly policy: OriginPolicy;
  /** Uploads only to a configured backend origin (otherwise 上传地址不是服务控件配置的平台地址). */
  readonly upload: Uploader;
  readonly qtPort: number;
  readonly counters = new Counters();
  readonly faults = new Faults();
  readonly files = new LocalFiles();
  readonly ic = new IcCardReader();
  readonly uc = new UcCardReader();
  readonly cpu = new CpuCardReader();
  readonly idr210 = new Idr210Reader(this.files);
  readonly monitor = new MonitorDevices();
  readonly downloads = new Downloads();
  readonly software: Software;
  readonly camera = new Camera(this.files);
  readonly fingerVein = new FingerVein();
  readonly video = new MonitorService();
  events: ReaderEvent[] = [];

  constructor(options: Omit<SimOptions, 'context'> = {}) {
    this.clock = options.clock ?? systemClock;
    this.policy = new OriginPolicy(options.policy);
    this.upload = backendOnly(this.policy, options.uploader ?? fetchUploader);
    this.qtPort = options.qtPort ?? DEFAULT_QT_PORT;
    this.software = new Software(this.clock.now());
  }

  now(): string {
    return formatDateTime(this.clock.now());
  }

  today(): string {
    return formatDate(this.clock.now());
  }

  /** Deterministic UID for the n-th card placed on a reader. */
  nextCardNo(reader: 'ic' | 'uc' | 'cpu' | 'typeA'): string {
    const n = this.counters.next(`card:${reader}`);
    const uid = hexId(reader === 'uc' ? 7 : 4, 'card', reader, n);
    return reader === 'uc' ? `04${uid.slice(2)}` : uid; // NXP 7-byte UIDs start with 04
  }

  record(event: Omit<ReaderEvent, 'at'>): void {
    this.events.push({ ...event, at: this.now() });
    if (this.events.length > 200) this.events.splice(0, this.events.length - 200);
  }

  reset(): void {
    this.counters.reset();
    this.faults.clear();
    this.files.reset();
    this.ic.remove();
    this.uc.remove();
    this.cpu.remove();
    this.idr210.remove();
    this.monitor.reset();
    this.downloads.reset();
    this.software.reset(this.clock.now());
    this.camera.reset();
    this.fingerVein.reset();
    this.video.reset();
    this.events = [];
  }
}

export function createSimContext(options: SimOptions = {}): SimContext {
  return options.context ?? new SimContext(options);
}
