// The notice panel's three tabs (01 §2.6): 通知 (system notices), 消息 (message centre, with the unread
// counts of types 2/4/9/10 from getMsgCount as badges) and 待办 (unread messages). Each opening and each
// tab switch shows the spec's 2 s simulated load before the tab's content, which is fetched meanwhile.
// Loaded apart from the top bar (lazy-notice-panel.ts).
import { useQuery } from '@tanstack/react-query';
import { Badge, Segmented, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { EmptyData } from '@/components/EmptyData';
import { MESSAGE_TYPES } from '@/lib/constants/layout';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { TASK_MENU_ROUTES } from '@/lib/constants/task-menu';
import { NOTICE_PANEL_LOAD_MS, NOTICE_PANEL_TABS } from '@/lib/constants/top-bar';
import { useRouteTable } from '../route-table';
import { centerMessagesQuery, type CenterMessage, type MessageType } from './api/get-center-messages';
import { messageCountsQuery } from './api/get-message-counts';
import { panelNoticesQuery } from './api/get-system-notices';
import { NoticePanelLoading as Loading } from './NoticePanelLoading';

type TabKey = keyof typeof NOTICE_PANEL_TABS;

const LOAD_FAILED = '加载失败，请稍后再试';

/** true once the simulated load of a freshly shown tab is over. */
function useSimulatedLoad(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), NOTICE_PANEL_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return done;
}

function Rows(props: { children: ReactNode }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
      {props.children}
    </ul>
  );
}

const rowStyle = { padding: '8px 4px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

function NoticesTab() {
  const loaded = useSimulatedLoad();
  const notices = useQuery(panelNoticesQuery);
  const navigate = useShellNavigate();
  const detailPath =
    useRouteTable().declaredByName.get(TASK_MENU_ROUTES.systemNotice)?.path ?? ERROR_404_PATH;
  if (!loaded || notices.isPending) return <Loading />;
  if (notices.isError) return <EmptyData description={LOAD_FAILED} />;
  if (!notices.data.length) return <EmptyData />;
  return (
    <Rows>
      {notices.data.map((notice) => (
        <li key={notice.id} style={rowStyle}>
          <Typography.Link
            ellipsis
            style={{ display: 'block' }}
            onClick={() => void navigate(`${detailPath}?id=${notice.id}`)}
          >
            {notice.title}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {notice.updateTime}
          </Typography.Text>
        </li>
      ))}
    </Rows>
  );
}

function MessageRows({ messages }: { messages: CenterMessage[] }) {
  if (!messages.length) return <EmptyData />;
  return (
    <Rows>
      {messages.map((message) => (
        <li key={message.id} style={rowStyle}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
            <Tag color={message.readStatus === 0 ? 'processing' : 'default'} style={{ marginInlineEnd: 0 }}>
              {message.msgTypeName}
            </Tag>
            <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
              {message.title}
            </Typography.Text>
          </div>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
            {message.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[message.depName, message.createTime].filter(Boolean).join(' · ')}
          </Typography.Text>
        </li>
      ))}
    </Rows>
  );
}

const ALL = 'all';

function MessagesTab() {
  const loaded = useSimulatedLoad();
  const [type, setType] = useState<MessageType | typeof ALL>(ALL);
  const counts = useQuery(messageCountsQuery);
  const messages = useQuery(centerMessagesQuery(type === ALL ? {} : { msgType: type }));
  if (!loaded) return <Loading />;
  const countOf = (msgType: number) => counts.data?.find((c) => c.msgType === msgType)?.count ?? 0;
  return (
    <>
      <Segmented<MessageType | typeof ALL>
        block
        size="small"
        value={type}
        onChange={setType}
        options={[
          { value: ALL, label: '全部' },
          ...MESSAGE_TYPES.map(({ type: msgType, label }) => ({
            value: msgType,
            label: (
              <span aria-label={`${label} 未读 ${countOf(msgType)}`}>
                {label}{' '}
                <Badge count={countOf(msgType)} size="small" showZero={false} data-msg-type={msgType} />
              </span>
            ),
          })),
        ]}
        style={{ marginBottom: 8 }}
      />
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <EmptyData description={LOAD_FAILED} />
      ) : (
        <MessageRows messages={messages.data} />
      )}
    </>
  );
}

function TodoTab() {
  const loaded = useSimulatedLoad();
  const todo = useQuery(centerMessagesQuery({ readStatus: 0 }));
  if (!loaded || todo.isPending) return <Loading />;
  if (todo.isError) return <EmptyData description={LOAD_FAILED} />;
  return <MessageRows messages={todo.data} />;
}

const TAB_BODIES: Record<TabKey, () => ReactNode> = {
  notice: () => <NoticesTab />,
  message: () => <MessagesTab />,
  todo: () => <TodoTab />,
};

export function PanelContent() {
  const [active, setActive] = useState<TabKey>('notice');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as TabKey)}
      centered
      destroyOnHidden
      style={{ width: 360 }}
      items={(Object.keys(NOTICE_PANEL_TABS) as TabKey[]).map((key) => ({
        key,
        label: NOTICE_PANEL_TABS[key],
        children: TAB_BODIES[key](),
      }))}
    />
  );
}
