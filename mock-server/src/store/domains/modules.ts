// The module domains (alerts, notices, messages, uploads, face, import/export, layouts, SMS, video,
// vehicle cameras), made together by createStore() so that domains that depend on one another
// (face -> uploads, import/export -> SMS) share instances.
import type { UserRecord } from '../users.js';
import { createAlerts, type AlertsDomain } from './alerts.js';
import { createCarCameras, type CarCamerasDomain } from './car-cameras.js';
import type { DomainContext } from './context.js';
import { createDatapump, type DatapumpDomain } from './datapump.js';
import { createFace, type FaceDomain } from './face.js';
import { createLayouts, type LayoutsDomain } from './layouts.js';
import { createMessages, type MessagesDomain } from './messages.js';
import { mockFiles } from './mock-files.js';
import { createNotices, type NoticesDomain } from './notices.js';
import { createSms, type SmsDomain } from './sms.js';
import { createUploads, type UploadsDomain } from './uploads.js';
import { createVideo, type VideoDomain } from './video.js';

export interface ModuleDomains {
  alerts: AlertsDomain;
  notices: NoticesDomain;
  messages: MessagesDomain;
  uploads: UploadsDomain;
  face: FaceDomain;
  sms: SmsDomain;
  datapump: DatapumpDomain;
  layouts: LayoutsDomain;
  video: VideoDomain;
  carCameras: CarCamerasDomain;
}

/** Demo account whose phone already holds an SMS code in the seeded store (docs/decisions.md). */
export const SMS_SEEDED_USER = 'admin';

export function createModuleDomains(ctx: DomainContext & { users: UserRecord[] }): ModuleDomains {
  const uploads = createUploads(ctx, mockFiles());
  const sms = createSms(
    ctx,
    ctx.users.filter((u) => u.userName === SMS_SEEDED_USER),
  );
  return {
    alerts: createAlerts(ctx),
    notices: createNotices(ctx),
    messages: createMessages(ctx),
    uploads,
    face: createFace(ctx, uploads),
    sms,
    datapump: createDatapump(ctx, sms),
    layouts: createLayouts(ctx),
    video: createVideo(ctx),
    carCameras: createCarCameras(ctx),
  };
}
