// Every dashboard panel, declared once: its key (saved in layoutConfig), title, the aggregate it reads
// and the component that draws it. Dashboards list which of these they offer (dashboards.ts).
import type { ComponentType } from 'react';
import { AlarmStatsPanel, AlarmTrendPanel, AlarmTypesPanel, LiveAlarmsPanel } from './alarm-panels';
import {
  DevicesPanel,
  FeesPanel,
  RepairsPanel,
  ResidentsPanel,
  ScopePanel,
  VisitorsPanel,
} from './community-panels';
import { AccountNoticesPanel, AccountPanel, CommunityCountPanel, MessagesPanel } from './console-panels';
import {
  EpidemicStatsPanel,
  EpidemicTrendPanel,
  HealthCodesPanel,
  HeatRecordsPanel,
} from './epidemic-panels';
import { InOutPanel, VehiclesPanel } from './flow-panels';

export interface PanelDef {
  key: string;
  title: string;
  /** which call the panel reads: the aggregates of /dashboard or the console's own calls */
  source: 'overview' | 'epidemic' | 'console';
  /** figures only: as tall as its content, leaving the height to the charts of its slot */
  compact?: boolean;
  /** a chart of many categories: never squeezed below a readable height (its slot scrolls instead) */
  tall?: boolean;
  Component: ComponentType;
}

const panel = (
  key: string,
  title: string,
  source: PanelDef['source'],
  Component: ComponentType,
  size?: 'compact' | 'tall',
): PanelDef => ({
  key,
  title,
  source,
  Component,
  ...(size === 'compact' ? { compact: true } : {}),
  ...(size === 'tall' ? { tall: true } : {}),
});

export const PANELS: readonly PanelDef[] = [
  panel('alarmStats', '告警概况', 'overview', AlarmStatsPanel, 'compact'),
  panel('liveAlarms', '实时告警', 'overview', LiveAlarmsPanel),
  panel('alarmTrend', '告警趋势', 'overview', AlarmTrendPanel),
  panel('alarmTypes', '告警类型', 'overview', AlarmTypesPanel, 'tall'),
  panel('communityScope', '小区概况', 'overview', ScopePanel, 'compact'),
  panel('residents', '住户构成', 'overview', ResidentsPanel),
  panel('devices', '设备在线', 'overview', DevicesPanel, 'tall'),
  panel('inOutToday', '今日出入', 'overview', InOutPanel),
  panel('vehicleFlow', '车辆进出', 'overview', VehiclesPanel),
  panel('fees', '收费情况', 'overview', FeesPanel),
  panel('repairs', '报修工单', 'overview', RepairsPanel),
  panel('visitors', '访客', 'overview', VisitorsPanel, 'compact'),
  panel('epidemicStats', '疫情概况', 'epidemic', EpidemicStatsPanel, 'compact'),
  panel('healthCodes', '健康码', 'epidemic', HealthCodesPanel),
  panel('epidemicTrend', '疫情趋势', 'epidemic', EpidemicTrendPanel),
  panel('heatRecords', '最新测温', 'epidemic', HeatRecordsPanel),
  panel('account', '账户信息', 'console', AccountPanel),
  panel('accountNotices', '账户提醒', 'console', AccountNoticesPanel),
  panel('communityCount', '小区数量', 'console', CommunityCountPanel, 'compact'),
  panel('messages', '未读消息', 'console', MessagesPanel, 'compact'),
];

export function panelOf(key: string): PanelDef | undefined {
  return PANELS.find((p) => p.key === key);
}
