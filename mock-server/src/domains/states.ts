// The module domains (alerts, notices, messages, uploads, face, import/export, layouts, SMS, video,
// vehicle cameras), made together by createStore() so that domains that depend on one another
// (face -> uploads, import/export -> SMS) share instances.
import type { UserRecord } from '../store/users.js';
import { createAlerts, type AlertsDomain } from './alerts/alerts-state.js';
import { createCarCameras, type CarCamerasDomain } from './camera/car-cameras.js';
import type { DomainContext } from './context.js';
import { createDatapump, type DatapumpDomain } from './datapump/tasks.js';
import { datapumpSeeds } from './datapump/seed.js';
import { seededResidents } from './property/seeds/seeded-residents.js';
import { createFace, type FaceDomain } from './face/face.js';
import { createLayouts, type LayoutsDomain } from './layout/layouts.js';
import { createEditions, type EditionsDomain } from './edition/edition.js';
import { createMyAccount, type MyAccountDomain } from './myaccount/myaccount-state.js';
import { createPrivacy, type PrivacyDomain } from './auth/privacy.js';
import { createSupport, type SupportDomain } from './support/support.js';
import { createMessages, type MessagesDomain } from './message/messages.js';
import { mockFiles } from './upload/mock-files.js';
import { createNotices, type NoticesDomain } from './notice/notices.js';
import { createSms, type SmsDomain } from './sms/sms-state.js';
import { createUploads, type UploadsDomain } from './upload/uploads.js';
import { createVideo, type VideoDomain } from './video/video.js';

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
  myAccount: MyAccountDomain;
  editions: EditionsDomain;
  support: SupportDomain;
  privacy: PrivacyDomain;
}

/**
 * Demo account whose phone already holds an SMS code in the seeded store, and whose Report page shows
 * a finished export and import (docs/adr/0030).
 */
export const SMS_SEEDED_USER = 'admin';

export function createModuleDomains(
  ctx: DomainContext & { users: UserRecord[]; createdAt: Date },
): ModuleDomains {
  const uploads = createUploads(ctx, mockFiles());
  const sms = createSms(
    ctx,
    ctx.users.filter((u) => u.userName === SMS_SEEDED_USER),
  );
  const seededUserIds = ctx.users.filter((u) => u.userName === SMS_SEEDED_USER).map((u) => u.userId);
  return {
    alerts: createAlerts(ctx),
    notices: createNotices(ctx),
    messages: createMessages(ctx),
    uploads,
    face: createFace(ctx, uploads),
    sms,
    datapump: createDatapump(
      ctx,
      sms,
      datapumpSeeds(seededUserIds, ctx.now().getTime(), seededResidents(ctx)),
    ),
    layouts: createLayouts(ctx),
    video: createVideo(ctx),
    carCameras: createCarCameras(ctx),
    myAccount: createMyAccount(ctx),
    editions: createEditions(ctx),
    support: createSupport(ctx),
    privacy: createPrivacy(ctx),
  };
}
