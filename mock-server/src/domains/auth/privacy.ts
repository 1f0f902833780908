// The privacy agreement in force and who accepted which version (01-shell §7 updateUserPrivacyAgreement-
// Version). Every demo account has accepted the seeded version, so nobody is asked at login until a
// new version is published (POST /__mock/privacy); the acceptance itself is UserRecord.privacyVersion.
import type { components } from '@zhsq/contract/api';
import type { UserRecord } from '../../store/users.js';
import { formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';

export type PrivacyAgreement = components['schemas']['PrivacyAgreement'];
type Published = Omit<PrivacyAgreement, 'acceptedVersion' | 'needAccept'>;

export const SEED_PRIVACY_VERSION = 'v1.0.0';
export const PRIVACY_VERSION_PATTERN = /^v\d+\.\d+\.\d+$/;

const SECTIONS: PrivacyAgreement['sections'] = [
  {
    heading: '一、我们收集的信息',
    paragraphs: [
      '为向您提供账号登录、权限管理与操作审计，我们会收集您的用户名、姓名、手机号码、电子邮箱与操作日志。',
      '在您使用门禁、访客、车辆与视频等功能时，平台会处理小区住户的姓名、证件号码、人脸照片与通行记录，这些信息仅用于小区安全管理。',
    ],
  },
  {
    heading: '二、我们如何使用信息',
    paragraphs: [
      '我们仅在提供服务所必需的范围内使用信息，不会将住户个人信息用于营销。',
      '导出含个人信息的数据需通过手机验证码校验，导出记录会留存以备审计。',
    ],
  },
  {
    heading: '三、信息的存储与保护',
    paragraphs: [
      '信息存储于中华人民共和国境内的服务器，抓拍图片与通行记录默认保存 90 天。',
      '我们采用传输加密、访问控制与水印等措施防止信息泄露。',
    ],
  },
  {
    heading: '四、您的权利',
    paragraphs: ['您可以在个人中心查看账户信息并修改密码；如需更正或删除个人信息，请联系上级管理员或客服。'],
  },
];

export function createPrivacy(ctx: Pick<DomainContext, 'now'> & { users: UserRecord[] }) {
  let current: Published = {
    version: SEED_PRIVACY_VERSION,
    title: '智慧社区综合服务平台隐私协议',
    publishTime: '2026-01-01 00:00:00',
    summary: '首次发布。',
    sections: SECTIONS,
  };
  for (const user of ctx.users) user.privacyVersion ??= SEED_PRIVACY_VERSION;

  return {
    current: (): Published => structuredClone(current),

    /** What one user sees: the agreement in force and whether they must accept it. */
    forUser(user: UserRecord): PrivacyAgreement {
      return {
        ...structuredClone(current),
        acceptedVersion: user.privacyVersion,
        needAccept: user.privacyVersion !== current.version,
      };
    },

    /** A new version: everyone who accepted another one is asked again. */
    publish(input: { version: string; summary?: string }): Published {
      current = {
        ...current,
        version: input.version,
        publishTime: formatDateTime(ctx.now()),
        summary: input.summary ?? `隐私协议已更新至 ${input.version}，请阅读并同意后继续使用。`,
      };
      return structuredClone(current);
    },
  };
}

export type PrivacyDomain = ReturnType<typeof createPrivacy>;
