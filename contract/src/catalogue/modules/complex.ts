// 02 §2 Complex control (综合管控, module id 1, under /complex).
import { child, page } from '../declare';
import type { ModuleDeclaration } from '../types';

// Dashboards are big screens operators project on a wall: no watermark (docs/adr/0022).
const dashboard = { watermark: false } as const;

export const complexModule: ModuleDeclaration = {
  key: 'Complex',
  title: '综合管控',
  icon: 'DashboardOutlined',
  moduleId: 1,
  children: [
    page('DashboardPolice', '/complex/DashboardPolice', '综合态势', {
      ...dashboard,
      icon: 'FundOutlined',
      affix: true,
      editor: 'PoliceEditor',
      layoutKey: 'PoliceEditor',
      fullscreen: true,
      page: 'complex/dashboards/DashboardPolicePage',
    }),
    child('DashboardPolice', 'PoliceEditor', '/complex/DashboardEdit', '综合态势编辑', {
      ...dashboard,
      editor: 'PoliceEditor',
      page: 'complex/dashboards/PoliceEditorPage',
    }),
    page('DashboardProperty', '/complex/DashboardProperty', '社区看板', {
      ...dashboard,
      icon: 'HomeOutlined',
      editor: 'PropertyEditor',
      layoutKey: 'PropertyEditor',
      page: 'complex/dashboards/DashboardPropertyPage',
    }),
    child('DashboardProperty', 'PropertyEditor', '/complex/DashboardPropertyEdit', '社区看板编辑', {
      ...dashboard,
      editor: 'PropertyEditor',
      page: 'complex/dashboards/PropertyEditorPage',
    }),
    page('PreventionAndControl', '/complex/PreventionAndControl', '立体防控', {
      ...dashboard,
      icon: 'SafetyOutlined',
      fullscreen: true,
      page: 'complex/analysis/prevention/PreventionAndControlPage',
    }),
    page('EpidemicSituation', '/complex/EpidemicSituation', '疫情态势', {
      ...dashboard,
      icon: 'MedicineBoxOutlined',
      editor: 'EpidemicSituationEditor',
      layoutKey: 'EpidemicSituationEditor',
      fullscreen: true,
      page: 'complex/dashboards/EpidemicSituationPage',
    }),
    child('EpidemicSituation', 'EpidemicSituationEditor', '/complex/EpidemicSituationEdit', '疫情态势编辑', {
      ...dashboard,
      editor: 'EpidemicSituationEditor',
      page: 'complex/dashboards/EpidemicSituationEditorPage',
    }),
    page('EpidemicPreventionDemo', '/complex/EpidemicPreventionDemo', '疫情防控演示', {
      ...dashboard,
      icon: 'ExperimentOutlined',
      fullscreen: true,
      page: 'complex/analysis/epidemic/EpidemicPreventionDemoPage',
    }),
    page('ComplexConsole', '/complex/ComplexHome', '控制台', {
      ...dashboard,
      icon: 'DesktopOutlined',
      editor: 'ConsoleEditor',
      layoutKey: 'HomeEditor',
      page: 'complex/dashboards/ComplexConsolePage',
    }),
    child('ComplexConsole', 'ConsoleEditor', '/complex/ComplexHomeEdit', '控制台编辑', {
      ...dashboard,
      editor: 'ConsoleEditor',
      page: 'complex/dashboards/ConsoleEditorPage',
    }),
    page('ComplexStatistics', '/complex/statistics', '统计分析', {
      icon: 'BarChartOutlined',
      page: 'complex/analysis/statistics/ComplexStatisticsPage',
    }),
    page('SafetyIndex', '/complex/securityCenter', '安全指数', {
      icon: 'SafetyCertificateOutlined',
      page: 'complex/analysis/safety/SafetyIndexPage',
    }),
    child('SafetyIndex', 'SecurityDetail', '/complex/detail/:depId/:featureName/:parentSceneId', '安全详情', {
      page: 'complex/analysis/safety/SecurityDetailPage',
    }),
    child('SafetyIndex', 'SecurityTrend', '/complex/trend', '安全趋势', {
      page: 'complex/analysis/safety/SecurityTrendPage',
    }),
  ],
};
