// 系统自检 (02 §2 组织管理 test, 测试): what an operator checks before calling support — the backend
// session, the desktop helper and the local video service (status, version, port), the real-time
// sockets and the browser. Each check has its own 重新检测; 全部重新检测 runs them all. Outside the
// desktop client the local services are not probed until the operator asks (no requests to closed
// ports on every visit).
import {
  ApiOutlined,
  ChromeOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  ReloadOutlined,
  VideoCameraOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Row, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  checkBrowser,
  checkChannels,
  checkHelper,
  checkSession,
  checkVideoService,
  type CheckResult,
  type CheckStatus,
} from './system-checks';

const STATUS: Record<CheckStatus, { color: string; text: string }> = {
  ok: { color: 'success', text: '正常' },
  warning: { color: 'warning', text: '注意' },
  error: { color: 'error', text: '异常' },
  skipped: { color: 'default', text: '未检测' },
};

interface CheckDefinition {
  key: string;
  title: string;
  icon: ReactNode;
  /** `forced`: the operator pressed 重新检测 (local services are then probed outside the client too). */
  run: (forced: boolean) => Promise<CheckResult> | CheckResult;
}

const CHECKS: readonly CheckDefinition[] = [
  { key: 'session', title: '后台会话', icon: <CloudServerOutlined />, run: () => checkSession() },
  { key: 'helper', title: '桌面服务控件', icon: <DesktopOutlined />, run: (forced) => checkHelper(forced) },
  {
    key: 'video',
    title: '视频监控服务',
    icon: <VideoCameraOutlined />,
    run: (forced) => checkVideoService(forced),
  },
  { key: 'channels', title: '实时通道', icon: <WifiOutlined />, run: () => checkChannels() },
  { key: 'browser', title: '浏览器环境', icon: <ChromeOutlined />, run: () => checkBrowser() },
];

interface CheckState {
  running: boolean;
  result?: CheckResult;
  at?: string;
}

const now = () => new Date().toLocaleTimeString('zh-CN', { hour12: false });

function CheckCard({
  check,
  state,
  onRun,
}: {
  check: CheckDefinition;
  state: CheckState;
  onRun: () => void;
}) {
  const status = state.result ? STATUS[state.result.status] : undefined;
  return (
    <Card
      size="small"
      title={
        <Space>
          {check.icon}
          {check.title}
          {status && <Tag color={status.color}>{status.text}</Tag>}
        </Space>
      }
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={state.running}
          onClick={onRun}
          aria-label={`重新检测${check.title}`}
        >
          重新检测
        </Button>
      }
      style={{ height: '100%' }}
      role="region"
      aria-label={check.title}
    >
      <Spin spinning={state.running && !state.result}>
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          {state.result?.summary ?? '检测中…'}
        </Typography.Paragraph>
        {state.result && (
          <Descriptions
            size="small"
            column={1}
            items={state.result.items.map((item) => ({
              key: item.label,
              label: item.label,
              children: item.value,
            }))}
          />
        )}
        {state.at && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            检测时间 {state.at}
          </Typography.Text>
        )}
      </Spin>
    </Card>
  );
}

export default function SystemTestPage() {
  const [states, setStates] = useState<Record<string, CheckState>>({});
  const generation = useRef<Record<string, number>>({});

  const run = useCallback(async (check: CheckDefinition, forced: boolean) => {
    // A newer run of the same check wins over a slower earlier one.
    const mine = (generation.current[check.key] = (generation.current[check.key] ?? 0) + 1);
    setStates((s) => ({ ...s, [check.key]: { ...s[check.key], running: true } }));
    const result = await check.run(forced);
    if (generation.current[check.key] !== mine) return;
    setStates((s) => ({ ...s, [check.key]: { running: false, result, at: now() } }));
  }, []);

  const runAll = useCallback((forced: boolean) => CHECKS.forEach((c) => void run(c, forced)), [run]);
  useEffect(() => runAll(false), [runAll]);

  const results = CHECKS.map((c) => states[c.key]?.result).filter((r): r is CheckResult => r !== undefined);
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <ApiOutlined />
            <Typography.Text strong>系统自检</Typography.Text>
            <Typography.Text type="secondary">
              检查后台连接、本机服务控件、实时通道与浏览器环境
            </Typography.Text>
          </Space>
          <Space wrap>
            <Tag color="success">正常 {count('ok')}</Tag>
            <Tag color="warning">注意 {count('warning')}</Tag>
            <Tag color="error">异常 {count('error')}</Tag>
            <Tag>未检测 {count('skipped')}</Tag>
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => runAll(true)}>
              全部重新检测
            </Button>
          </Space>
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        {CHECKS.map((check) => (
          <Col key={check.key} xs={24} lg={12} xxl={8}>
            <CheckCard
              check={check}
              state={states[check.key] ?? { running: true }}
              onRun={() => void run(check, true)}
            />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
