// 消息通知 (/edition/systemNotice?id=, 02 §2 "System-notice pages"): the published system notices, the
// one named by ?id (else the newest) in full. Opening the page clears the new-system-message dot;
// a post-login notice read here does not pop up again (02 §4).
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NOTICE_LINK_EXTERNAL, NOTICE_WINDOW_LOGIN } from '@/lib/constants/system-notices';
import { markNoticeRead, type SystemNotice } from '@/lib/realtime/notice-read';
import { httpUrlOrUndefined } from '@/lib/safe-url';
import { pushFlags } from '@/shell/realtime/flags-store';
import { NoticeContent } from '@/shell/realtime/notices/NoticeContent';
import { useLoadedSession } from '@/shell/session/use-session';
import { useSystemNotices } from './api/get-system-notices';

function NoticeDetail({ notice }: { notice: SystemNotice }) {
  const external = notice.windowButton === 1 && notice.buttonLinkType === NOTICE_LINK_EXTERNAL;
  const link = httpUrlOrUndefined(notice.buttonLinkUrl);
  return (
    <section aria-label="通知内容">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {notice.title}
      </Typography.Title>
      <Space size={12} style={{ marginBottom: 16, color: 'rgba(0,0,0,0.45)' }}>
        <span>更新时间：{notice.updateTime}</span>
        <Tag>{notice.windowLocation === NOTICE_WINDOW_LOGIN ? '登录页通知' : '登录后通知'}</Tag>
      </Space>
      <NoticeContent notice={notice} />
      {external && link && (
        <div style={{ marginTop: 24, textAlign: 'center' }}>
          <Button type="primary" href={link} target="_blank" rel="noopener noreferrer">
            {notice.buttonText || '查看详情'}
          </Button>
        </div>
      )}
    </section>
  );
}

export default function EditionSystemNoticePage() {
  const { userInfo } = useLoadedSession();
  const [params, setParams] = useSearchParams();
  const notices = useSystemNotices();
  const list = notices.data ?? [];
  const idParam = params.get('id');
  const selected = idParam === null ? list[0] : list.find((n) => String(n.id) === idParam);

  useEffect(() => pushFlags.clear('systemMessage'), []);
  useEffect(() => {
    if (selected) markNoticeRead(selected, userInfo.userId);
  }, [selected, userInfo.userId]);

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          消息通知
        </Typography.Title>
      }
    >
      {notices.isPending ? (
        <Skeleton active />
      ) : notices.isError ? (
        <Alert type="error" showIcon title="系统通知加载失败" description={notices.error.message} />
      ) : list.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <nav aria-label="通知列表" style={{ flex: '0 0 280px', maxWidth: '100%' }}>
            <ul
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                border: '1px solid #f0f0f0',
                borderRadius: 8,
              }}
            >
              {list.map((notice, index) => {
                const active = notice.id === selected?.id;
                return (
                  <li key={notice.id} style={{ borderTop: index ? '1px solid #f0f0f0' : undefined }}>
                    <button
                      type="button"
                      aria-current={active ? 'true' : undefined}
                      onClick={() => setParams({ id: String(notice.id) })}
                      style={{
                        display: 'block',
                        width: '100%',
                        padding: '10px 16px',
                        border: 0,
                        textAlign: 'left',
                        cursor: 'pointer',
                        background: active ? '#e6f4ff' : 'transparent',
                        color: 'inherit',
                        font: 'inherit',
                      }}
                    >
                      <Typography.Text strong={active} ellipsis style={{ display: 'block' }}>
                        {notice.title}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {notice.updateTime}
                      </Typography.Text>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>
            {selected ? <NoticeDetail notice={selected} /> : <Empty description="该通知不存在或已下线" />}
          </div>
        </div>
      )}
    </Card>
  );
}
