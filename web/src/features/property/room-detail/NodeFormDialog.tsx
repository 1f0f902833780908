// Add / edit dialogs of the building tree panel (02 §2 房屋详情, §6 PropertyRoomAddBuild … PropertyRoomAdd):
// a building (name, type, floors), a unit (name, floors, rooms per floor, elevator — its rooms are made
// from these) or a room (floor, number, alias, area, usage, state). The server checks the same and
// answers duplicates with 20409.
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { optionsOf, titleOf } from '@/list-page/labels';
import type { BuildingValues, RoomValues, UnitValues } from './building-api';

export type NodeForm =
  | {
      kind: 'building';
      title: string;
      initial?: Partial<BuildingValues>;
      save: (v: BuildingValues) => Promise<unknown>;
    }
  | { kind: 'unit'; title: string; initial?: Partial<UnitValues>; save: (v: UnitValues) => Promise<unknown> }
  | { kind: 'room'; title: string; initial?: Partial<RoomValues>; save: (v: RoomValues) => Promise<unknown> };

const required = (label: string, choose = false) => ({
  required: true,
  message: `${choose ? '请选择' : '请输入'}${label}`,
});

function BuildingFields() {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="buildingName"
          label={titleOf('PropertyBuilding', 'buildingName')}
          rules={[required('楼栋名称')]}
        >
          <Input maxLength={20} placeholder="如 5栋、A座" allowClear />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="depType"
          label={titleOf('PropertyBuilding', 'depType')}
          rules={[required('楼栋类型', true)]}
        >
          <Select options={optionsOf('PropertyBuilding', 'depType')} placeholder="请选择楼栋类型" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="floors" label={titleOf('PropertyBuilding', 'floors')}>
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} placeholder="选填" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}

function UnitFields({ editing }: { editing: boolean }) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="unitName" label={titleOf('PropertyUnit', 'unitName')} rules={[required('单元名称')]}>
          <Input maxLength={20} placeholder="如 一单元" allowClear />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="hasElevator"
          label={titleOf('PropertyUnit', 'hasElevator')}
          rules={[required('电梯', true)]}
        >
          <Select options={optionsOf('PropertyUnit', 'hasElevator')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="floors"
          label={titleOf('PropertyUnit', 'floors')}
          rules={[required('楼层数')]}
          extra={editing ? '只能增加，新增楼层的房屋自动生成' : '按楼层数 × 每层户数生成房屋'}
        >
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="roomsPerFloor"
          label={titleOf('PropertyUnit', 'roomsPerFloor')}
          rules={[required('每层户数')]}
        >
          <InputNumber min={1} max={9} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}

function RoomFields() {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="floor" label={titleOf('PropertyRoom', 'floor')} rules={[required('楼层')]}>
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="roomNumber"
          label={titleOf('PropertyRoom', 'roomNumber')}
          rules={[
            required('房号'),
            { pattern: /^[0-9A-Za-z-]{1,8}$/, message: '房号为 1-8 位字母、数字或 -' },
          ]}
        >
          <Input maxLength={8} placeholder="如 1203" allowClear />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="area" label={titleOf('PropertyRoom', 'area')} rules={[required('建筑面积')]}>
          <InputNumber min={1} max={9999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nickName" label={titleOf('PropertyRoom', 'nickName')}>
          <Input maxLength={10} placeholder="选填，树上显示为 房号(别名)" allowClear />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="usage" label={titleOf('PropertyRoom', 'usage')} rules={[required('房屋用途', true)]}>
          <Select options={optionsOf('PropertyRoom', 'usage')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="status"
          label={titleOf('PropertyRoom', 'status')}
          rules={[required('房屋状态', true)]}
        >
          <Select options={optionsOf('PropertyRoom', 'status')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function NodeFormDialog({
  form: spec,
  onClose,
  onSaved,
}: {
  form?: NodeForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  useEffect(() => {
    if (spec) {
      form.resetFields();
      form.setFieldsValue(spec.initial ?? {});
    }
  }, [spec, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      await spec!.save(values as never);
      onSaved();
    });
  };

  return (
    <DraggableModal
      open={spec !== undefined}
      title={spec?.title}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={560}
    >
      <Form form={form} layout="vertical" name="building-node-form">
        {spec?.kind === 'building' && <BuildingFields />}
        {spec?.kind === 'unit' && <UnitFields editing={spec.initial?.unitName !== undefined} />}
        {spec?.kind === 'room' && <RoomFields />}
      </Form>
    </DraggableModal>
  );
}
