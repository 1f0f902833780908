// 02 §2 Operations and support (运维支持, DevOps, module id 6). Group keys are the spec's name tags.
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

export const operationsModule: ModuleDeclaration = {
  key: 'Operation',
  title: '运维支持',
  icon: 'ToolOutlined',
  moduleId: 6,
  children: [
    group('operation', '运维日志', 'FileSearchOutlined', [
      page('SystemOperationLog', '/operation/systemLog', '系统操作日志', {
        icon: 'FileTextOutlined',
        tree: 'OperationTree',
        page: 'operation/list-pages/logs#SystemOperationLogPage',
      }),
      page('DeviceReplaceLog', '/operation/deviceReplaceLog', '设备更换日志', {
        icon: 'SwapOutlined',
        tree: 'OperationTree',
        page: 'operation/list-pages/logs#DeviceReplaceLogPage',
      }),
      child('DeviceReplaceLog', 'ReplaceLogInfo', '/operation/replaceLogInfo', '数据迁移详情', {
        page: 'operation/list-pages/log-details#ReplaceLogInfoPage',
      }),
      page('BlackWhiteListLog', '/operation/blackWhiteListLog', '黑白名单下发日志', {
        icon: 'SendOutlined',
        tree: 'OperationTree',
        page: 'operation/list-pages/logs#BlackWhiteListLogPage',
      }),
      page('CardOperationLog', '/operation/cardOperationLog', '卡操作日志', {
        icon: 'CreditCardOutlined',
        tree: 'OperationTree',
        page: 'operation/list-pages/logs#CardOperationLogPage',
      }),
      child('CardOperationLog', 'CardRenewalLogDetail', '/operation/cardRenewalLogDetail', '卡续期日志详情', {
        page: 'operation/list-pages/log-details#CardRenewalLogDetailPage',
      }),
    ]),
    group('TrafficCard', '流量卡', 'SignalFilled', [
      page('TrafficCardManagement', '/simCard/index', '流量卡管理', {
        icon: 'SignalFilled',
        page: 'operation/list-pages/traffic-card',
      }),
    ]),
    group('notice', '通知管理', 'NotificationOutlined', [
      child('UpgradeNotice', 'UpgradeNoticeEdit', '/notice/upgrade/edit', '编辑升级通知', {
        page: 'operation/list-pages/upgrade-notice#UpgradeNoticeEditPage',
      }),
      child('SystemNotice', 'SystemNoticeEdit', '/notice/system/edit', '编辑系统通知', {
        page: 'operation/list-pages/sys-notify#SystemNoticeEditPage',
      }),
    ]),
    group('sms', '短信管理', 'MessageOutlined', []),
    group('factory', '工厂认证', 'SafetyCertificateOutlined', [
      page('KeyWritingCard', '/factory/keyWritingCard', '门禁卡认证', {
        icon: 'CreditCardOutlined',
        page: 'hardware/KeyWritingCardPage',
      }),
      page('AuthenticationLog', '/factory/AuthenticationLog', '认证日志', {
        icon: 'FileProtectOutlined',
        page: 'operation/list-pages/logs#AuthenticationLogPage',
      }),
    ]),
  ],
};
