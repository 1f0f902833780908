// 版本记录 (Edition, /edition/index, 01 §2.1): the platform's release notes, newest first, as a
// timeline of versions with 新增 / 优化 / 修复 items. Opening the page clears the release-notice flag
// (01 §4: "cleared on opening 版本记录"), however the page was reached (task menu, upgrade banner, URL).
import { Alert, Card, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Pager } from '@/components/DataTable/Pager';
import { EmptyData } from '@/components/EmptyData';
import { CLIENT_VERSION } from '@/lib/constants/layout';
import { pushFlags } from '@/shell/realtime/flags-store';
import { EDITION_PAGE_SIZE, useEditions, type EditionRecord } from './api/get-editions';

const ITEM_TYPES: Record<EditionRecord['items'][number]['type'], { label: string; color: string }> = {
  1: { label: '新增', color: 'green' },
  2: { label: '优化', color: 'blue' },
  3: { label: '修复', color: 'orange' },
};

function Release({ edition }: { edition: EditionRecord }) {
  return (
    <section aria-label={`版本 ${edition.version}`}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {edition.version}
        </Typography.Text>
        {edition.version === CLIENT_VERSION && <Tag color="processing">当前版本</Tag>}
        <Typography.Text type="secondary">{edition.releaseTime}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{edition.title}</Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        {edition.items.map((item) => (
          <li key={item.text}>
            <Tag color={ITEM_TYPES[item.type].color}>{ITEM_TYPES[item.type].label}</Tag>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function EditionPage() {
  const [page, setPage] = useState(1);
  const editions = useEditions(page);

  useEffect(() => pushFlags.clear('releaseNotice'), []);

  const records = editions.data?.records ?? [];
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          版本记录
        </Typography.Title>
      }
      extra={<Typography.Text type="secondary">当前版本 {CLIENT_VERSION}</Typography.Text>}
    >
      {editions.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : editions.isError && !editions.data ? (
        <Alert type="error" showIcon title="版本记录加载失败" description={editions.error.message} />
      ) : records.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <Timeline
            style={{ marginTop: 8, opacity: editions.isPlaceholderData ? 0.5 : 1 }}
            items={records.map((edition) => ({
              key: edition.id,
              color: edition.version === CLIENT_VERSION ? 'blue' : 'gray',
              content: <Release edition={edition} />,
            }))}
          />
          <Pager
            page={page}
            pageSize={EDITION_PAGE_SIZE}
            pageSizes={[EDITION_PAGE_SIZE]}
            total={editions.data?.total ?? 0}
            onChange={(next) => setPage(next)}
          />
        </>
      )}
    </Card>
  );
}
