import { describe, expect, it } from 'vitest';
import { SPECIAL_USERS, withSpecialUserItems } from './special-users';

const config = { security: ['gongan'], epidemic: ['fangyi'] };

describe('01 §6 special user names', () => {
  it('the default names are gongan (security items) and fangyi (epidemic item)', () => {
    expect(SPECIAL_USERS).toEqual(config);
  });

  it('one name gets 立体防控 and 安全指数 on top of its menus', () => {
    expect(withSpecialUserItems('gongan', ['DashboardPolice', 'SafetyIndex'], config)).toEqual([
      'DashboardPolice',
      'SafetyIndex',
      'PreventionAndControl',
    ]);
  });

  it('the other gets 疫情态势 in place of the epidemic item, at its position', () => {
    expect(
      withSpecialUserItems('fangyi', ['DashboardPolice', 'EpidemicPreventionDemo', 'Report'], config),
    ).toEqual(['DashboardPolice', 'EpidemicSituation', 'Report']);
    expect(withSpecialUserItems('fangyi', ['DashboardPolice'], config)).toEqual([
      'DashboardPolice',
      'EpidemicSituation',
    ]);
  });

  it('every other user keeps exactly the menus the server gave', () => {
    const keys = ['DashboardPolice', 'EpidemicPreventionDemo'];
    expect(withSpecialUserItems('admin', keys, config)).toEqual(keys);
  });
});
