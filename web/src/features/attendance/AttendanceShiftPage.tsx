// 班次管理 (02 §2 物业管理 / 考勤管理 AttendanceShift, /attendance/class): the shifts on a 24-hour bar
// on the left; the chosen (or a new) shift's editor on the right — times, rest, flexible minutes,
// earliest clock-in and colour, with the work time worked out as you type. A shift used by a rule cannot
// be deleted (delete-blocked dialog).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  ColorPicker,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Row,
  Space,
  Spin,
  Tag,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useBusy } from '@/components/use-busy';
import { usePermitted } from '@/shell/session/Permitted';
import { optionsOf } from '@/list-page/labels';
import { attendanceKeys, saveShift, shiftsQuery, type Shift, type ShiftInput } from './attendance-api';
import { ShiftBar } from './ShiftBar';
import { crossesMidnight, formatDuration, hhmm, workMinutes } from './shift-time';
import { useDeleteFlow } from './use-delete-flow';

/** Colours offered for a shift (its tag in rules and statistics). */
export const SHIFT_COLOURS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#f5222d',
  '#8c8c8c',
];
const TIME = 'HH:mm';

interface ShiftForm {
  name: string;
  shiftType: 1 | 2;
  work: [Dayjs, Dayjs];
  rest?: [Dayjs, Dayjs] | null;
  flexMinutes: number;
  earliestMinutes: number;
  color: string;
  remark?: string;
}

const toForm = (s: Shift): ShiftForm => ({
  name: s.name,
  shiftType: s.shiftType,
  work: [dayjs(s.startTime, TIME), dayjs(s.endTime, TIME)],
  rest: s.restStart && s.restEnd ? [dayjs(s.restStart, TIME), dayjs(s.restEnd, TIME)] : null,
  flexMinutes: s.flexMinutes,
  earliestMinutes: s.earliestMinutes,
  color: s.color,
  remark: s.remark ?? undefined,
});

const NEW_SHIFT: ShiftForm = {
  name: '',
  shiftType: 1,
  work: [dayjs('09:00', TIME), dayjs('18:00', TIME)],
  rest: [dayjs('12:00', TIME), dayjs('13:00', TIME)],
  flexMinutes: 0,
  earliestMinutes: 60,
  color: SHIFT_COLOURS[0]!,
};

function fromForm(v: ShiftForm): ShiftInput {
  return {
    name: v.name.trim(),
    shiftType: v.shiftType,
    startTime: v.work[0].format(TIME),
    endTime: v.work[1].format(TIME),
    restStart: v.rest?.[0]?.format(TIME) ?? null,
    restEnd: v.rest?.[1]?.format(TIME) ?? null,
    flexMinutes: v.shiftType === 2 ? v.flexMinutes : 0,
    earliestMinutes: v.earliestMinutes,
    color: v.color,
    remark: v.remark?.trim() || null,
  };
}

type ShiftRow = Shift;

/** The shifts, each with its times, a bar over the day and its working time. */
function ShiftList(props: {
  shifts: ShiftRow[];
  shown: number | 'new' | undefined;
  onChoose: (id: number) => void;
}) {
  const { shifts, shown, onChoose } = props;
  return (
    <List
      dataSource={shifts}
      locale={{ emptyText: <Empty description="暂无班次" /> }}
      renderItem={(s) => (
        <List.Item
          onClick={() => onChoose(s.id)}
          style={{
            cursor: 'pointer',
            paddingInline: 8,
            background: s.id === shown ? 'rgba(22,119,255,0.06)' : undefined,
            borderRadius: 6,
          }}
        >
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Space size={6}>
                <Tag color={s.color}>{s.name}</Tag>
                {s.shiftType === 2 && <Tag>弹性 {s.flexMinutes} 分钟</Tag>}
              </Space>
              <Typography.Text type="secondary">
                {hhmm(s.startTime)}-{crossesMidnight(s.startTime, s.endTime) ? '次日' : ''}
                {hhmm(s.endTime)}
              </Typography.Text>
            </Space>
            <ShiftBar shift={s} color={s.color} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              工作时长 {formatDuration(workMinutes(s))}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The shift form's fields (弹性时长 only for a flexible shift). */
function ShiftFields({ flexible }: { flexible: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label="班次名称"
          rules={[{ required: true, whitespace: true, message: '请输入班次名称' }]}
        >
          <Input maxLength={20} placeholder="如 早班、行政白班" allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="shiftType" label="班次类型" required>
          <Radio.Group options={optionsOf('AttendanceShift', 'shiftType')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="work"
          label="上下班时间"
          rules={[{ required: true, message: '请选择上下班时间' }]}
          extra="下班时间早于上班时间即为跨天（次日下班）"
        >
          <TimePicker.RangePicker format={TIME} order={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="rest" label="休息时间" extra="不计入工作时长；可不设">
          <TimePicker.RangePicker format={TIME} order={false} style={{ width: '100%' }} allowClear />
        </Form.Item>
      </Col>
      {flexible && (
        <Col xs={24} md={12}>
          <Form.Item name="flexMinutes" label="弹性时长" extra="晚到多少分钟内不算迟到，下班相应顺延">
            <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} suffix="分钟" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="earliestMinutes" label="最早打卡" extra="上班前多少分钟起可以打卡">
          <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} suffix="分钟" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="color"
          label="标识颜色"
          getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString()}
        >
          <ColorPicker presets={[{ label: '推荐', colors: SHIFT_COLOURS }]} disabledAlpha showText />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}

export default function AttendanceShiftPage() {
  const queryClient = useQueryClient();
  const canEdit = usePermitted('AttendanceShift');
  const shifts = useQuery(shiftsQuery);
  const [selected, setSelected] = useState<number | 'new' | undefined>();
  const [saving, whileSaving] = useBusy();
  const [form] = Form.useForm<ShiftForm>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
  const remove = useDeleteFlow('shift', () => {
    setSelected(undefined);
    refresh();
  });

  const current = selected === 'new' ? undefined : shifts.data?.find((s) => s.id === selected);
  const shown = selected ?? shifts.data?.[0]?.id;
  const editing = shown === 'new' ? undefined : shifts.data?.find((s) => s.id === shown);
  useEffect(() => {
    if (editing) form.setFieldsValue(toForm(editing));
    else form.resetFields();
  }, [editing, form, shown]);

  const watched = Form.useWatch([], form) as Partial<ShiftForm> | undefined;
  const preview =
    watched?.work?.[0] && watched.work[1]
      ? {
          startTime: watched.work[0].format(TIME),
          endTime: watched.work[1].format(TIME),
          restStart: watched.rest?.[0]?.format(TIME),
          restEnd: watched.rest?.[1]?.format(TIME),
        }
      : undefined;

  const save = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      const saved = await saveShift(fromForm(values), editing?.id);
      setSelected(saved.data.id);
      refresh();
    });
  };

  return (
    <Row gutter={12} wrap={false} style={{ alignItems: 'flex-start' }}>
      <Col flex="380px" style={{ minWidth: 0 }}>
        <Card
          size="small"
          title="班次"
          extra={
            canEdit && (
              <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setSelected('new')}>
                新增班次
              </Button>
            )
          }
        >
          <Spin spinning={shifts.isFetching}>
            <ShiftList shifts={shifts.data ?? []} shown={shown} onChoose={setSelected} />
          </Spin>
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          size="small"
          title={editing ? `编辑班次：${editing.name}` : '新增班次'}
          extra={
            canEdit &&
            editing && (
              <Button
                danger
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => remove.start(editing.id, editing.name)}
              >
                删除
              </Button>
            )
          }
        >
          <Form
            form={form}
            layout="vertical"
            name="attendance-shift"
            disabled={!canEdit}
            initialValues={NEW_SHIFT}
          >
            <ShiftFields flexible={watched?.shiftType === 2} />
          </Form>
          {preview && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={`工作时长 ${formatDuration(workMinutes(preview))}${crossesMidnight(preview.startTime, preview.endTime) ? '，跨天（次日下班）' : ''}`}
              description={<ShiftBar shift={preview} color={watched?.color ?? SHIFT_COLOURS[0]!} />}
            />
          )}
          {canEdit && (
            <Space>
              <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                保存
              </Button>
              {current === undefined && selected === 'new' && (
                <Button onClick={() => setSelected(undefined)}>取消</Button>
              )}
            </Space>
          )}
        </Card>
      </Col>
      {remove.dialog}
    </Row>
  );
}
