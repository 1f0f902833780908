// 考勤规则 (02 §2 物业管理 / 考勤管理 AttendanceRule): each rule's week at a glance (which days work,
// on which shift), clock-in method and tolerances; the editor picks work days on a week strip, the
// shift, holiday handling, late / early grace, the absence threshold and monthly make-up clock-ins.
// A rule used by an attendance group cannot be deleted (delete-blocked dialog).
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { usePermitted } from '@/shell/session/Permitted';
import { labelOf, optionsOf } from '@/list-page/labels';
import {
  attendanceKeys,
  rulesQuery,
  saveRule,
  shiftsQuery,
  type Rule,
  type RuleInput,
  type Shift,
} from './attendance-api';
import {
  describeWorkDays,
  formatDuration,
  formatWorkDays,
  hhmm,
  parseWorkDays,
  WEEK_DAYS,
  workMinutes,
} from './shift-time';
import { useDeleteFlow } from './use-delete-flow';

interface RuleForm extends Omit<RuleInput, 'workDays'> {
  workDays: number[];
}

const NEW_RULE: Partial<RuleForm> = {
  workDays: [1, 2, 3, 4, 5],
  holidayRest: 1,
  clockMethod: 1,
  lateGrace: 5,
  earlyGrace: 5,
  absentMinutes: 120,
  makeupLimit: 3,
};

/** Mon–Sun chips: a work day in the shift's colour, a day off grey. */
function WeekStrip({ days, shift }: { days: readonly number[]; shift?: Shift }) {
  return (
    <Space size={2} wrap={false}>
      {WEEK_DAYS.map((name, i) => {
        const works = days.includes(i + 1);
        return (
          <Tag
            key={name}
            color={works ? (shift?.color ?? 'blue') : undefined}
            style={{ marginInlineEnd: 0, opacity: works ? 1 : 0.55 }}
          >
            {name.slice(1)}
          </Tag>
        );
      })}
    </Space>
  );
}

function RuleEditor({
  rule,
  shifts,
  onClose,
  onSaved,
}: {
  rule: Rule | 'new' | undefined;
  shifts: Shift[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<RuleForm>();
  const [saving, whileSaving] = useBusy();
  const editing = rule && rule !== 'new' ? rule : undefined;
  const days = (Form.useWatch('workDays', form) ?? []) as number[];
  const shiftId = Form.useWatch('shiftId', form) as number | undefined;
  const shift = shifts.find((s) => s.id === shiftId);

  const save = async () => {
    const { workDays, ...rest } = await form.validateFields();
    await whileSaving(async () => {
      await saveRule(
        {
          ...rest,
          name: rest.name.trim(),
          workDays: formatWorkDays(workDays),
          remark: rest.remark?.trim() || null,
        },
        editing?.id,
      );
      onSaved();
    });
  };

  return (
    <DraggableModal
      open={rule !== undefined}
      title={editing ? `编辑考勤规则：${editing.name}` : '新增考勤规则'}
      okText="保存"
      width={720}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="attendance-rule"
        initialValues={editing ? { ...editing, workDays: parseWorkDays(editing.workDays) } : NEW_RULE}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label="规则名称"
              rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}
            >
              <Input maxLength={20} allowClear placeholder="如 行政标准工时" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="shiftId" label="班次" rules={[{ required: true, message: '请选择班次' }]}>
              <Select
                placeholder="请选择班次"
                options={shifts.map((s) => ({
                  value: s.id,
                  label: `${s.name}（${hhmm(s.startTime)}-${hhmm(s.endTime)}）`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="workDays"
              label="工作日"
              rules={[{ type: 'array', min: 1, message: '请至少选择一个工作日' }]}
              extra={
                shift
                  ? `每个工作日 ${formatDuration(workMinutes(shift))}，每周 ${formatDuration(workMinutes(shift) * days.length)}`
                  : undefined
              }
            >
              <Checkbox.Group options={WEEK_DAYS.map((name, i) => ({ value: i + 1, label: name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="holidayRest" label="法定节假日" required>
              <Radio.Group options={optionsOf('AttendanceRule', 'holidayRest')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="clockMethod" label="打卡方式" required>
              <Radio.Group options={optionsOf('AttendanceRule', 'clockMethod')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="lateGrace"
              label="迟到宽限"
              rules={[{ required: true, message: '请输入迟到宽限' }]}
            >
              <InputNumber min={0} max={120} precision={0} suffix="分钟" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="earlyGrace"
              label="早退宽限"
              rules={[{ required: true, message: '请输入早退宽限' }]}
            >
              <InputNumber min={0} max={120} precision={0} suffix="分钟" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="absentMinutes"
              label="旷工判定"
              tooltip="迟到或早退超过该分钟数记旷工"
              rules={[{ required: true, message: '请输入旷工判定' }]}
            >
              <InputNumber min={0} max={480} precision={0} suffix="分钟" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="makeupLimit"
              label="每月补卡"
              rules={[{ required: true, message: '请输入每月补卡次数' }]}
            >
              <InputNumber min={0} max={31} precision={0} suffix="次" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注">
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space>
        <Typography.Text type="secondary">一周排班：</Typography.Text>
        <WeekStrip days={days} shift={shift} />
      </Space>
    </DraggableModal>
  );
}

export default function AttendanceRulePage() {
  const queryClient = useQueryClient();
  const canEdit = usePermitted('AttendanceRule');
  const rules = useQuery(rulesQuery);
  const shifts = useQuery(shiftsQuery);
  const [editing, setEditing] = useState<Rule | 'new' | undefined>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
  const remove = useDeleteFlow('rule', refresh);
  const shiftOf = (id: number) => shifts.data?.find((s) => s.id === id);

  const columns: ColumnsType<Rule> = [
    { key: 'name', dataIndex: 'name', title: '规则名称', fixed: 'left' },
    {
      key: 'shift',
      title: '班次',
      render: (_, r) => {
        const s = shiftOf(r.shiftId);
        return s ? (
          <Tag color={s.color}>{`${s.name} ${hhmm(s.startTime)}-${hhmm(s.endTime)}`}</Tag>
        ) : (
          (r.shiftName ?? '-')
        );
      },
    },
    {
      key: 'week',
      title: '工作日',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <WeekStrip days={parseWorkDays(r.workDays)} shift={shiftOf(r.shiftId)} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {describeWorkDays(parseWorkDays(r.workDays))}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'holiday',
      title: '法定节假日',
      render: (_, r) => labelOf('AttendanceRule', 'holidayRest', r.holidayRest),
    },
    {
      key: 'method',
      title: '打卡方式',
      render: (_, r) => labelOf('AttendanceRule', 'clockMethod', r.clockMethod),
    },
    { key: 'grace', title: '迟到/早退宽限', render: (_, r) => `${r.lateGrace} / ${r.earlyGrace} 分钟` },
    { key: 'absent', title: '旷工判定', render: (_, r) => `超过 ${r.absentMinutes} 分钟` },
    { key: 'makeup', title: '每月补卡', render: (_, r) => `${r.makeupLimit} 次` },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            fixed: 'right' as const,
            render: (_: unknown, r: Rule) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => remove.start(r.id, r.name)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title="考勤规则"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增规则
          </Button>
        )
      }
    >
      <Table<Rule>
        rowKey="id"
        size="middle"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      <RuleEditor
        rule={editing}
        shifts={shifts.data ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
      {remove.dialog}
    </Card>
  );
}
