// 新增 / 编辑值班区域 (02 §2 DutyHomeAdd add/:createId?, DutyHomeEdit edit/:depId; hidden, key DutyHome):
// the area's form beside the shifts it makes (from 值守方式 and 首班开始时间) and, when editing, the
// tasks still delegated to it. Saving or 返回 goes back to the list.
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Empty, Form, Row, Space, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { declaredFields } from '@/list-page/declared-fields';
import {
  EditorActions,
  RecordMissing,
  recordIdOf,
  useBackToList,
  useRecordEditor,
} from '@/list-page/record-editor';
import { resourceRelationsQuery } from '@/list-page/resource-queries';
import { ResourceForm } from '@/list-page/ResourceForm';
import { metaOf } from '@/list-page/types';
import { dutyAreaDeclaration } from './duty-area';
import { dutyShifts, patrolsPerShift } from '../duty-shifts';

const meta = metaOf('DutyArea');

function ShiftPreview({
  shiftMode,
  startTime,
  patrolInterval,
}: {
  shiftMode?: number;
  startTime?: string;
  patrolInterval?: number;
}) {
  const shifts = dutyShifts(shiftMode, startTime);
  if (!shifts.length) return <Empty description="选择值守方式和首班开始时间后显示班次" />;
  const patrols = patrolsPerShift(shiftMode, patrolInterval);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={shifts.map((shift) => ({
          key: shift.name,
          label: shift.name,
          children: `${shift.start} – ${shift.overnight ? '次日 ' : ''}${shift.end}`,
        }))}
      />
      {patrols > 0 && (
        <Typography.Text type="secondary">
          每 {patrolInterval} 分钟巡逻一次，每班约 {patrols} 次
        </Typography.Text>
      )}
    </Space>
  );
}

function DutyAreaFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const fields = declaredFields(meta, dutyAreaDeclaration).form;
  const params = useParams();
  const back = useBackToList('DutyHome');
  const agent = useTreeSelection('AgentTree');
  const id = mode === 'edit' ? recordIdOf(params.depId) : undefined;
  const { form, record, saving, save } = useRecordEditor(meta, id, back);
  const tasks = useQuery(resourceRelationsQuery(meta, id));
  const shiftMode = Form.useWatch<number | undefined>('shiftMode', form);
  const startTime = Form.useWatch<string | undefined>('startTime', form);
  const patrolInterval = Form.useWatch<number | undefined>('patrolInterval', form);

  // A new area belongs to the organisation of the route (createId) or the one chosen in the tree.
  const createUnder = mode === 'add' ? (params.createId ?? agent?.agentId) : undefined;
  useEffect(() => {
    if (createUnder) form.setFieldValue('agentId', createUnder);
  }, [createUnder, form]);

  if (mode === 'edit' && (id === undefined || record.isError))
    return <RecordMissing title="值班区域不存在或已删除" back={back} />;

  const taskCount = tasks.data?.reduce((sum, r) => sum + r.count, 0);

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}>
        <Card
          title={
            mode === 'add'
              ? '新增值班区域'
              : `编辑值班区域${record.data ? `：${String(record.data.name)}` : ''}`
          }
          extra={<EditorActions back={back} saving={saving} onSave={save} />}
        >
          <Spin spinning={record.isFetching}>
            {(mode === 'add' || record.data) && (
              <ResourceForm meta={meta} form={form} fields={fields} row={record.data} />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card title="值守班次" size="small">
            <ShiftPreview shiftMode={shiftMode} startTime={startTime} patrolInterval={patrolInterval} />
          </Card>
          {mode === 'edit' && (
            <Card title="委派任务" size="small">
              {taskCount === undefined ? (
                <Spin size="small" />
              ) : (
                <Typography.Text>
                  本区域有 <Tag color={taskCount ? 'processing' : 'default'}>{taskCount}</Tag> 条委派任务
                  {taskCount ? '，有任务时不能删除该区域' : ''}
                </Typography.Text>
              )}
            </Card>
          )}
        </Space>
      </Col>
    </Row>
  );
}

export function DutyHomeAddPage() {
  return <DutyAreaFormPage mode="add" />;
}

export function DutyHomeEditPage() {
  return <DutyAreaFormPage mode="edit" />;
}
