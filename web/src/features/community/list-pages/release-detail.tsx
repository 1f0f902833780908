// 公告详情 (02 §2 社区服务 releaseDetail, hidden, key CommunityRelease): one announcement as the owner
// app shows it — title, type, community, publisher, time, reads, cover and text. The id comes in the
// query (?id=) because the route has no path parameter.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Image, Result, Space, Spin, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable } from '@/shell/route-table';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { metaOf } from '@/list-page/types';

const meta = metaOf('CommunityRelease');
const labelOf = (key: string, value: unknown) =>
  meta.fields.find((f) => f.key === key)?.options?.find((o) => o.value === value)?.label ?? '';

export default function ReleaseDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const navigate = useShellNavigate();
  const listPath = useRouteTable().byName.get('CommunityRelease')?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const release = useQuery(resourceDetailQuery(meta, id));

  if (id === undefined || release.isError) {
    return (
      <Result status="warning" title="公告不存在或已删除" extra={<Button onClick={back}>返回列表</Button>} />
    );
  }
  const row = release.data;
  return (
    <Card title="公告详情" extra={<Button onClick={back}>返回</Button>}>
      <Spin spinning={release.isFetching}>
        {row && (
          <article style={{ maxWidth: 760, margin: '0 auto' }}>
            <Typography.Title level={3} style={{ textAlign: 'center' }}>
              {String(row.title)}
            </Typography.Title>
            <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
              <Tag color="blue">{labelOf('category', row.category)}</Tag>
              {row.top === 1 && <Tag color="red">置顶</Tag>}
              {row.status === 0 && <Tag>草稿</Tag>}
              <Typography.Text type="secondary">{String(row.depName ?? '')}</Typography.Text>
              <Typography.Text type="secondary">{String(row.publisher)}</Typography.Text>
              <Typography.Text type="secondary">{String(row.createTime)}</Typography.Text>
              <Typography.Text type="secondary">阅读 {String(row.readCount)}</Typography.Text>
            </Space>
            <Divider />
            {typeof row.cover === 'string' && row.cover && (
              <div style={{ textAlign: 'center', marginBottom: 16 }}>
                <Image src={row.cover} alt={String(row.title)} style={{ maxHeight: 320 }} />
              </div>
            )}
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', textIndent: '2em', lineHeight: 1.9 }}>
              {String(row.content)}
            </Typography.Paragraph>
          </article>
        )}
      </Spin>
    </Card>
  );
}
