// 轨迹追踪 (02 §2 出入管理 Tracking, no watermark): follow one person (name or ID number) or one vehicle
// (plate) through the face, door and vehicle captures and the access records of a period. Several
// matches (same name, partial plate) are offered to choose from; the chosen one's records show as a
// timeline by day, with a summary and the route of places passed.
import { AimOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Steps,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { DATE_TIME_FORMAT } from '@/lib/constants/input-format';
import { maskCardNumber } from '@/lib/format/mask';
import {
  byDay,
  candidatesOf,
  eventsOf,
  routeOf,
  trackQuery,
  type TrackEvent,
  type TrackKind,
  type TrackQuery,
  type TrackTarget,
} from './api/track';
import { Photo } from './components/cells';

/** Default period: the last seven days. */
export const TRACK_DEFAULT_DAYS = 7;
const KEYWORD_MAX = 18;
const KINDS: Record<TrackKind, { text: string; colour: string }> = {
  face: { text: '人脸抓拍', colour: 'cyan' },
  door: { text: '门口机抓拍', colour: 'blue' },
  inout: { text: '出入记录', colour: 'green' },
  car: { text: '车辆抓拍', colour: 'purple' },
};

interface SearchValues {
  target: TrackTarget;
  keyword: string;
  range: [Dayjs, Dayjs];
}

function TrackTimeline({ events }: { events: TrackEvent[] }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {byDay(events).map(([day, list]) => (
        <div key={day}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {day}（{list.length} 条）
          </Typography.Title>
          <Timeline
            items={list.map((event) => ({
              key: event.key,
              color: KINDS[event.kind].colour,
              content: (
                <Space align="start" size={12}>
                  <Photo url={event.photoUrl} alt={KINDS[event.kind].text} />
                  <Space orientation="vertical" size={0}>
                    <Space size={6} wrap>
                      <Typography.Text strong>{event.time.slice(11)}</Typography.Text>
                      <Tag color={KINDS[event.kind].colour}>{KINDS[event.kind].text}</Tag>
                      {event.direction && <Tag>{event.direction}</Tag>}
                    </Space>
                    <Typography.Text>
                      {event.depName} · {event.place}
                    </Typography.Text>
                  </Space>
                </Space>
              ),
            }))}
          />
        </div>
      ))}
    </Space>
  );
}

function TrackSummary({ events, target }: { events: TrackEvent[]; target: TrackTarget }) {
  const route = routeOf(events);
  const communities = new Set(events.map((e) => e.depName));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'count', label: target === 'person' ? '出现次数' : '过车次数', children: events.length },
          { key: 'communities', label: '途经小区', children: [...communities].join('、') },
          { key: 'first', label: '首次出现', children: events[0]?.time },
          { key: 'last', label: '最后出现', children: events[events.length - 1]?.time },
        ]}
      />
      <div>
        <Typography.Text strong>轨迹路线（{route.length} 站）</Typography.Text>
        <Steps
          orientation="vertical"
          size="small"
          current={route.length - 1}
          style={{ marginTop: 8, maxHeight: 360, overflow: 'auto' }}
          items={route.map((stop, i) => ({ key: `${i}-${stop}`, title: stop }))}
        />
      </div>
    </Space>
  );
}

export default function TrackingPage() {
  const [form] = Form.useForm<SearchValues>();
  const target = Form.useWatch('target', form) ?? 'person';
  const [query, setQuery] = useState<TrackQuery>();
  const [chosen, setChosen] = useState<string>();
  const track = useQuery(trackQuery(query));
  const candidates = useMemo(() => candidatesOf(track.data ?? []), [track.data]);
  const name = chosen && candidates.some((c) => c.name === chosen) ? chosen : candidates[0]?.name;
  const events = useMemo(() => (name ? eventsOf(track.data ?? [], name) : []), [track.data, name]);

  const run = (values: SearchValues) => {
    setChosen(undefined);
    setQuery({
      target: values.target,
      keyword: values.keyword.trim(),
      begin: values.range[0].startOf('day').format(DATE_TIME_FORMAT),
      end: values.range[1].endOf('day').format(DATE_TIME_FORMAT),
    });
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form
          form={form}
          name="tracking-search"
          layout="inline"
          initialValues={{
            target: 'person',
            range: [dayjs().subtract(TRACK_DEFAULT_DAYS - 1, 'day'), dayjs()],
          }}
          onFinish={run}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="target" label="追踪对象">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'person', label: '人员' },
                { value: 'vehicle', label: '车辆' },
              ]}
              onChange={() => form.setFieldValue('keyword', undefined)}
            />
          </Form.Item>
          <Form.Item
            name="keyword"
            label={target === 'person' ? '姓名/身份证号' : '车牌号'}
            rules={[
              {
                required: true,
                whitespace: true,
                message: target === 'person' ? '请输入姓名或身份证号' : '请输入车牌号',
              },
            ]}
          >
            <Input
              placeholder={target === 'person' ? '请输入姓名或身份证号' : '请输入车牌号'}
              maxLength={KEYWORD_MAX}
              allowClear
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item name="range" label="时间范围" rules={[{ required: true, message: '请选择时间范围' }]}>
            <DatePicker.RangePicker allowClear={false} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询轨迹
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {query === undefined ? (
        <Card>
          <Empty
            image={<AimOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
            description="输入人员姓名、身份证号或车牌号，查询其在各小区的出现轨迹"
          />
        </Card>
      ) : (
        <Spin spinning={track.isFetching}>
          {candidates.length === 0 ? (
            <Card>
              <Empty description={track.isFetching ? '查询中…' : '该时间范围内没有找到相关记录'} />
            </Card>
          ) : (
            <Row gutter={[12, 12]}>
              <Col xs={24} xl={15}>
                <Card
                  size="small"
                  title={`${name} 的轨迹`}
                  extra={
                    candidates.length > 1 && (
                      <Space>
                        <span>
                          匹配到 {candidates.length} 个{query.target === 'person' ? '人员' : '车辆'}
                        </span>
                        <Select
                          aria-label="选择追踪对象"
                          style={{ width: 260 }}
                          value={name}
                          onChange={setChosen}
                          options={candidates.map((c) => ({
                            value: c.name,
                            label: `${c.name}${c.idCardNo ? `（${maskCardNumber(c.idCardNo)}）` : ''} · ${c.count} 条`,
                          }))}
                        />
                      </Space>
                    )
                  }
                >
                  <TrackTimeline events={events} />
                </Card>
              </Col>
              <Col xs={24} xl={9}>
                <Card size="small" title="轨迹概况">
                  <TrackSummary events={events} target={query.target} />
                </Card>
              </Col>
            </Row>
          )}
        </Spin>
      )}
    </Space>
  );
}
