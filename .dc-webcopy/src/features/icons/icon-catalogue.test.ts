// 图标 page (01 §2.1 icons, roles [1]): where each menu icon is used and the search over names and pages.
import { describe, expect, it } from 'vitest';
import { iconUsage, searchIcons } from './icon-catalogue';

describe('01 §2.1 icons page', () => {
  const usage = iconUsage([
    { title: '我的账户', icon: 'WalletOutlined' },
    { title: '充值', icon: 'PayCircleOutlined' },
    { title: '我的账户', icon: 'WalletOutlined' },
    { title: '门禁卡管理', icon: 'CreditCardOutlined' },
    { title: '刷新' },
  ]);

  it('lists the titles that use each icon once, in order', () => {
    expect(Object.fromEntries(usage)).toEqual({
      WalletOutlined: ['我的账户'],
      PayCircleOutlined: ['充值'],
      CreditCardOutlined: ['门禁卡管理'],
    });
  });

  it('finds icons by name (any case) or by the title of a page using them', () => {
    const names = ['WalletOutlined', 'PayCircleOutlined', 'CreditCardOutlined', 'HomeOutlined'];
    expect(searchIcons(names, usage, '')).toEqual(names);
    expect(searchIcons(names, usage, 'circle')).toEqual(['PayCircleOutlined']);
    expect(searchIcons(names, usage, '门禁')).toEqual(['CreditCardOutlined']);
    expect(searchIcons(names, usage, 'nothing')).toEqual([]);
  });
});
