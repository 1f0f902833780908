// The four editable dashboards (02 §2 complex control, 01 §2.9): route, editor route, layout page key
// (01 §3), the panels each offers and its unsaved Template1 layout.
import type { LayoutPageKey } from './api/get-layout';
import type { LayoutRules } from './layout/layout-model';

export interface DashboardDef extends LayoutRules {
  /** route name of the dashboard (catalogue) */
  name: string;
  /** route name of its editor (= the editor key) */
  editorName: string;
  title: string;
  pageKey: LayoutPageKey;
  /** wall-screen look */
  dark: boolean;
}

const OVERVIEW_PANELS = [
  'alarmStats',
  'liveAlarms',
  'alarmTrend',
  'alarmTypes',
  'communityScope',
  'residents',
  'devices',
  'inOutToday',
  'vehicleFlow',
  'fees',
  'repairs',
  'visitors',
];

export const POLICE_DASHBOARD: DashboardDef = {
  name: 'DashboardPolice',
  editorName: 'PoliceEditor',
  title: '综合态势',
  pageKey: 'PoliceEditor',
  dark: true,
  panels: OVERVIEW_PANELS,
  defaultSlots: {
    left: ['alarmStats', 'alarmTypes', 'devices'],
    center: ['communityScope', 'alarmTrend', 'inOutToday'],
    right: ['liveAlarms', 'vehicleFlow'],
  },
};

export const PROPERTY_DASHBOARD: DashboardDef = {
  name: 'DashboardProperty',
  editorName: 'PropertyEditor',
  title: '社区看板',
  pageKey: 'PropertyEditor',
  dark: true,
  panels: OVERVIEW_PANELS,
  defaultSlots: {
    left: ['communityScope', 'residents', 'visitors'],
    center: ['fees', 'vehicleFlow', 'inOutToday'],
    right: ['repairs', 'liveAlarms'],
  },
};

export const EPIDEMIC_DASHBOARD: DashboardDef = {
  name: 'EpidemicSituation',
  editorName: 'EpidemicSituationEditor',
  title: '疫情态势',
  pageKey: 'EpidemicSituationEditor',
  dark: true,
  panels: [
    'epidemicStats',
    'healthCodes',
    'epidemicTrend',
    'heatRecords',
    'liveAlarms',
    'inOutToday',
    'visitors',
  ],
  defaultSlots: {
    left: ['epidemicStats', 'healthCodes'],
    center: ['epidemicTrend', 'inOutToday'],
    right: ['heatRecords', 'liveAlarms'],
  },
};

export const CONSOLE_DASHBOARD: DashboardDef = {
  name: 'ComplexConsole',
  editorName: 'ConsoleEditor',
  title: '控制台',
  pageKey: 'HomeEditor',
  dark: false,
  panels: ['account', 'accountNotices', 'communityCount', 'messages', ...OVERVIEW_PANELS],
  defaultSlots: {
    left: ['account', 'accountNotices'],
    center: ['communityCount', 'messages', 'alarmTrend'],
    right: ['alarmStats', 'liveAlarms', 'devices'],
  },
};
