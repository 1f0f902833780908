import { describe, expect, it } from 'vitest';
import { conditionRulesOf } from './conditions';
import { metaOf, type ResourceName } from './types';

/** The messages the form shows for one field given the whole form's values. */
async function messagesOf(resource: ResourceName, key: string, values: Record<string, unknown>) {
  const { rules } = conditionRulesOf(metaOf(resource), key);
  const form = { getFieldValue: (k: string) => values[k] };
  const outcomes = await Promise.allSettled(rules.map((rule) => rule(form).validator({}, values[key])));
  return outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));
}

describe('rules between fields come from the contract and read like the server’s answers', () => {
  it('a per-use face plan needs a unit price above 0; a monthly plan a monthly fee', async () => {
    expect(await messagesOf('FaceChargeParam', 'unitPrice', { chargeMode: 1, unitPrice: 0 })).toEqual([
      '按次计费请填写大于 0 的单价',
    ]);
    expect(await messagesOf('FaceChargeParam', 'unitPrice', { chargeMode: 1, unitPrice: '0.3' })).toEqual([]);
    expect(await messagesOf('FaceChargeParam', 'unitPrice', { chargeMode: 3, unitPrice: 0 })).toEqual([]);
    expect(await messagesOf('FaceChargeParam', 'monthlyFee', { chargeMode: 2 })).toEqual([
      '包月计费请填写包月费用',
    ]);
    expect(conditionRulesOf(metaOf('FaceChargeParam'), 'monthlyFee').dependencies).toEqual(['chargeMode']);
  });

  it('a notice button needs its text and target; an external link needs the address', async () => {
    expect(await messagesOf('SysNotify', 'buttonText', { windowButton: 1 })).toEqual(['请输入按钮文字']);
    expect(await messagesOf('SysNotify', 'buttonText', { windowButton: 0 })).toEqual([]);
    expect(await messagesOf('SysNotify', 'buttonLinkUrl', { windowButton: 1, buttonLinkType: 2 })).toEqual([
      '请输入链接地址',
    ]);
    expect(await messagesOf('SysNotify', 'buttonLinkUrl', { windowButton: 1, buttonLinkType: 1 })).toEqual(
      [],
    );
  });

  it('an alarm linkage needs one action (shown under 平台弹窗) and a phone for SMS or call', async () => {
    const none = { linkPopup: 0, linkVideo: 0, linkBroadcast: 0, linkDoor: 0, notifySms: 0, notifyCall: 0 };
    expect(await messagesOf('AlarmLinkage', 'linkPopup', none)).toEqual(['请至少选择一个联动动作']);
    expect(await messagesOf('AlarmLinkage', 'linkPopup', { ...none, linkDoor: 1 })).toEqual([]);
    expect(conditionRulesOf(metaOf('AlarmLinkage'), 'linkPopup').dependencies).toContain('notifyCall');
    expect(await messagesOf('AlarmLinkage', 'notifyPhone', { ...none, notifyCall: 1 })).toEqual([
      '开启短信或电话通知时请填写通知手机号',
    ]);
  });

  it('a system parameter’s value follows its value type', async () => {
    const of = (valueType: number, paramValue: string) =>
      messagesOf('SystemParam', 'paramValue', { valueType, paramValue });
    expect(await of(2, '十五')).toEqual(['参数值须为数字']);
    expect(await of(2, '-1.5')).toEqual([]);
    expect(await of(3, 'yes')).toEqual(['开关参数的值须为 0 或 1']);
    expect(await of(3, '1')).toEqual([]);
    expect(await of(4, '{a:1}')).toEqual(['参数值须为 JSON 对象或数组']);
    expect(await of(4, '[1,2]')).toEqual([]);
    expect(await of(1, '任意')).toEqual([]);
  });
});
