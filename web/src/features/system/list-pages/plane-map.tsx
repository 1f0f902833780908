// 平面地图 (02 §2 应用设置 planeMap): floor plans of the communities with their device markers. The left
// list holds the plans (filtered by community); the right shows the chosen plan with its markers at
// their places. 放置点位 turns clicks on the plan into new markers — a device of the community (or a
// name for one not registered yet) at the clicked spot, saved as a PlaneMapMarker. Plans are added,
// edited and deleted here; a plan that still has markers shows the delete-blocked dialog.
import { AimOutlined, DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  List,
  Popconfirm,
  Row as GridRow,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { CommunitySelect } from '@/components/CommunitySelect/CommunitySelect';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { ImageUpload } from '@/components/ImageUpload/ImageUpload';
import { useBusy } from '@/components/use-busy';
import { usePermitted } from '@/shell/session/Permitted';
import { FieldControl, rulesOf } from '@/list-page/fields';
import { useGuardedDelete } from '@/list-page/guarded-delete';
import { deleteRecords, saveRecord, type PageResult } from '@/list-page/resource-api';
import { resourceKeys, resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type ResourceName, type Row } from '@/list-page/types';

const mapMeta = metaOf('PlaneMap');
const markerMeta = metaOf('PlaneMapMarker');
const ROUTE = 'PlaneMap';
/** Floor plans are larger than the 100 KB default of pictures. */
const PLAN_MAX_KB = 2048;

/** Marker device types (PlaneMapMarker.deviceType): the resource their devices come from and a colour. */
export const DEVICE_TYPES: Record<number, { resource: ResourceName; color: string }> = {
  1: { resource: 'DoorDevice', color: '#1677ff' },
  2: { resource: 'VideoDevice', color: '#722ed1' },
  3: { resource: 'SmokeDetector', color: '#f5222d' },
  4: { resource: 'ManholeCover', color: '#8c8c8c' },
  5: { resource: 'ParkingHost', color: '#13c2c2' },
  6: { resource: 'ElevatorHost', color: '#fa8c16' },
  7: { resource: 'FaceCamera', color: '#52c41a' },
};
const typeOptions = markerMeta.fields.find((f) => f.key === 'deviceType')!.options!;
const typeLabel = (type: unknown) => typeOptions.find((o) => o.value === type)?.label ?? '';
const mapField = (key: string) => mapMeta.fields.find((f) => f.key === key)!;

/** Where a click fell on the plan, in percent of its width and height, two decimals. */
export function clickPosition(
  event: { clientX: number; clientY: number },
  box: DOMRect,
): { x: number; y: number } {
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100));
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  };
}

function PlanDialog(props: {
  open: boolean;
  editing?: Row;
  depId?: number;
  onClose: () => void;
  onSaved: (row: Row) => void;
}) {
  const { open, editing, depId, onClose, onSaved } = props;
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            depId: editing.depId,
            buildingId: editing.buildingId ?? undefined,
            floor: editing.floor ?? undefined,
            image: editing.image,
            remark: editing.remark ?? undefined,
          }
        : { depId },
    );
  }, [open, editing, depId, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      onSaved(await saveRecord(mapMeta, values, editing?.id));
    });
  };

  return (
    <DraggableModal
      open={open}
      title={editing ? '编辑平面图' : '新增平面图'}
      width={640}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="PlaneMap-form"
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('depId' in changed) form.setFieldValue('buildingId', undefined);
        }}
      >
        <GridRow gutter={16}>
          {['name', 'depId', 'buildingId', 'floor'].map((key) => (
            <Col key={key} xs={24} md={12}>
              <Form.Item
                name={key}
                label={mapField(key).title}
                rules={rulesOf(mapField(key)) as never}
                required={mapField(key).required}
              >
                <FieldControl field={mapField(key)} row={editing} />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item
              name="image"
              label="平面图图片"
              rules={[{ required: true, message: '请上传平面图图片' }]}
              getValueProps={(value: unknown) => ({
                value: value ? { url: String(value), urlShow: String(value) } : null,
              })}
              normalize={(image: { urlShow: string } | undefined) => image?.urlShow}
            >
              <ImageUpload
                type="planemap"
                maxSizeKb={PLAN_MAX_KB}
                hint="支持 jpg/png/jpeg 格式，大小不超过2M，建议横向图片"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注">
              <Input.TextArea maxLength={200} showCount rows={2} placeholder="请输入备注" />
            </Form.Item>
          </Col>
        </GridRow>
      </Form>
    </DraggableModal>
  );
}

function MarkerDialog(props: {
  at?: { x: number; y: number };
  map: Row;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { at, map, onClose, onSaved } = props;
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const deviceType = Form.useWatch<number | undefined>('deviceType', form);
  const source = deviceType ? DEVICE_TYPES[deviceType]?.resource : undefined;
  const query = { node: `dep:${String(map.depId)}`, limit: 200 };
  const devices = useQuery(resourcePageQuery(source ? metaOf(source) : undefined, query));
  useEffect(() => {
    if (at) form.resetFields();
  }, [at, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(markerMeta, { ...values, planeMapId: map.id, depId: map.depId, x: at!.x, y: at!.y });
      onSaved();
    });
  };

  return (
    <DraggableModal
      open={at !== undefined}
      title="新增设备点位"
      width={520}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        位置：横向 {at?.x}% ，纵向 {at?.y}%（{String(map.name)}）
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="PlaneMapMarker-form"
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('deviceType' in changed) form.setFieldsValue({ deviceId: undefined, deviceName: undefined });
          if ('deviceId' in changed) {
            const device = devices.data?.rows.find((d) => d.id === changed.deviceId);
            if (device) form.setFieldValue('deviceName', String(device.name));
          }
        }}
      >
        <Form.Item name="deviceType" label="设备类型" rules={[{ required: true, message: '请选择设备类型' }]}>
          <Select options={[...typeOptions]} placeholder="请选择设备类型" />
        </Form.Item>
        <Form.Item
          name="deviceId"
          label="设备"
          extra="选择本小区已登记的设备；尚未登记的设备可不选，直接填写名称"
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={devices.isFetching}
            disabled={!source}
            placeholder={source ? '请选择设备' : '请先选择设备类型'}
            options={(devices.data?.rows ?? []).map((d) => ({ value: d.id, label: String(d.name) }))}
          />
        </Form.Item>
        <Form.Item name="deviceName" label="设备名称" rules={[{ required: true, message: '请输入设备名称' }]}>
          <Input maxLength={32} placeholder="请输入设备名称" allowClear />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={100} placeholder="请输入备注" allowClear />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}

type PageQuery = UseQueryResult<PageResult>;

/** The left card: the community filter and the list of plans, with edit and delete for editors. */
function PlanListCard(props: {
  canEdit: boolean;
  depId?: number;
  maps: PageQuery;
  list: Row[];
  chosenId?: number;
  onDepChange: (depId: number | undefined) => void;
  onChoose: (row: Row) => void;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
}) {
  const { canEdit, depId, maps, list, chosenId, onDepChange, onChoose, onAdd, onEdit, onRemove } = props;
  return (
    <Card
      size="small"
      title="平面图"
      extra={
        canEdit && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onAdd}>
            新增
          </Button>
        )
      }
    >
      <CommunitySelect
        aria-label="按小区筛选"
        placeholder="全部小区（输入小区名称筛选）"
        style={{ width: '100%', marginBottom: 8 }}
        value={depId === undefined ? undefined : String(depId)}
        onChange={(value) => onDepChange(value ? Number(value) : undefined)}
      />
      <List
        size="small"
        loading={maps.isFetching}
        dataSource={list}
        locale={{ emptyText: '暂无平面图' }}
        renderItem={(item) => (
          <List.Item
            onClick={() => onChoose(item)}
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              background: item.id === chosenId ? 'rgba(22, 119, 255, 0.08)' : undefined,
            }}
            actions={
              canEdit
                ? [
                    <Tooltip key="edit" title="编辑">
                      <Button
                        type="text"
                        size="small"
                        aria-label={`编辑${String(item.name)}`}
                        icon={<EditOutlined />}
                        onClick={(e) => {
                          e.stopPropagation();
                          onEdit(item);
                        }}
                      />
                    </Tooltip>,
                    <Tooltip key="delete" title="删除">
                      <Button
                        type="text"
                        size="small"
                        danger
                        aria-label={`删除${String(item.name)}`}
                        icon={<DeleteOutlined />}
                        onClick={(e) => {
                          e.stopPropagation();
                          onRemove(item);
                        }}
                      />
                    </Tooltip>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={String(item.name)}
              description={
                <Space size={4} wrap>
                  <span>{String(item.depName ?? '')}</span>
                  {item.floor ? <Tag>{String(item.floor)}</Tag> : null}
                  <Typography.Text type="secondary">{String(item.markerCount)} 个点位</Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The plan's picture with its markers at their places; a click places a marker while placing. */
function PlanCanvas(props: {
  map: Row;
  markers: Row[];
  placing: boolean;
  onPlace: (event: MouseEvent<HTMLDivElement>) => void;
}) {
  const { map, markers, placing, onPlace } = props;
  return (
    <div
      role="img"
      aria-label={`${String(map.name)}平面图`}
      onClick={onPlace}
      style={{
        position: 'relative',
        width: '100%',
        maxWidth: 1100,
        cursor: placing ? 'crosshair' : 'default',
        border: '1px solid rgba(0,0,0,0.08)',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <img
        src={String(map.image)}
        alt={String(map.name)}
        style={{ display: 'block', width: '100%' }}
        draggable={false}
      />
      {markers.map((m) => (
        <Tooltip
          key={m.id}
          title={
            <div>
              <div>{String(m.deviceName)}</div>
              <div>{typeLabel(m.deviceType)}</div>
              {m.remark ? <div>{String(m.remark)}</div> : null}
            </div>
          }
        >
          <span
            aria-label={`点位 ${String(m.deviceName)}`}
            style={{
              position: 'absolute',
              left: `${Number(m.x)}%`,
              top: `${Number(m.y)}%`,
              width: 16,
              height: 16,
              marginLeft: -8,
              marginTop: -8,
              borderRadius: '50%',
              background: DEVICE_TYPES[Number(m.deviceType)]?.color ?? '#1677ff',
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
              pointerEvents: placing ? 'none' : 'auto',
            }}
          />
        </Tooltip>
      ))}
    </div>
  );
}

/** The colour of each device type and how many markers of it the plan holds. */
function DeviceLegend({ markers }: { markers: Row[] }) {
  const counts = new Map<number, number>();
  for (const m of markers) counts.set(Number(m.deviceType), (counts.get(Number(m.deviceType)) ?? 0) + 1);
  return (
    <Space size={[12, 4]} wrap>
      {typeOptions.map((o) => (
        <Space key={String(o.value)} size={4}>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              borderRadius: '50%',
              background: DEVICE_TYPES[Number(o.value)]?.color,
            }}
          />
          <Typography.Text type="secondary">
            {o.label} {counts.get(Number(o.value)) ?? 0}
          </Typography.Text>
        </Space>
      ))}
    </Space>
  );
}

/** The plan's markers as a list, each deletable by editors. */
function MarkerList(props: { markers: PageQuery; canEdit: boolean; onRemove: (row: Row) => Promise<void> }) {
  const { markers, canEdit, onRemove } = props;
  return (
    <List
      size="small"
      header={<Typography.Text strong>设备点位（{markers.data?.total ?? 0}）</Typography.Text>}
      loading={markers.isFetching}
      dataSource={markers.data?.rows ?? []}
      locale={{ emptyText: '暂无点位，点击“放置点位”后在图上点击添加' }}
      grid={{ gutter: 8, xs: 1, md: 2, xxl: 3 }}
      renderItem={(m) => (
        <List.Item style={{ marginBlockEnd: 4 }}>
          <Space size={6}>
            <Tag color={DEVICE_TYPES[Number(m.deviceType)]?.color}>{typeLabel(m.deviceType)}</Tag>
            <span>{String(m.deviceName)}</span>
            <Typography.Text type="secondary">
              ({Number(m.x).toFixed(1)}%, {Number(m.y).toFixed(1)}%)
            </Typography.Text>
            {canEdit && (
              <Popconfirm
                title="确定删除该点位吗？"
                okText="确定"
                cancelText="取消"
                onConfirm={() => onRemove(m)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The right card: the chosen plan, its markers, the legend and the marker list. */
function PlanViewCard(props: {
  map?: Row;
  maps: PageQuery;
  markers: PageQuery;
  canEdit: boolean;
  placing: boolean;
  onTogglePlacing: () => void;
  onRefresh: () => void;
  onPlace: (event: MouseEvent<HTMLDivElement>) => void;
  onRemoveMarker: (row: Row) => Promise<void>;
}) {
  const { map, maps, markers, canEdit, placing, onTogglePlacing, onRefresh, onPlace, onRemoveMarker } = props;
  return (
    <Card
      size="small"
      title={
        map
          ? `${String(map.name)}（${String(map.depName ?? '')}${map.buildingName ? ` ${String(map.buildingName)}` : ''}）`
          : '平面图'
      }
      extra={
        map && (
          <Space>
            {canEdit && (
              <Button type={placing ? 'primary' : 'default'} icon={<AimOutlined />} onClick={onTogglePlacing}>
                {placing ? '结束放置' : '放置点位'}
              </Button>
            )}
            <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={onRefresh} />
          </Space>
        )
      }
    >
      {map ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {placing && (
            <Typography.Text type="warning">在平面图上点击设备所在的位置，添加设备点位。</Typography.Text>
          )}
          <PlanCanvas map={map} markers={markers.data?.rows ?? []} placing={placing} onPlace={onPlace} />
          <DeviceLegend markers={markers.data?.rows ?? []} />
          <MarkerList markers={markers} canEdit={canEdit} onRemove={onRemoveMarker} />
        </Space>
      ) : (
        <Empty description={maps.isFetching ? '加载中' : '暂无平面图，请先新增'} />
      )}
    </Card>
  );
}

export function PlaneMapPage() {
  const canEdit = usePermitted(ROUTE);
  const queryClient = useQueryClient();
  const [depId, setDepId] = useState<number | undefined>();
  const [chosenId, setChosenId] = useState<number | undefined>();
  const [placing, setPlacing] = useState(false);
  const [placeAt, setPlaceAt] = useState<{ x: number; y: number }>();
  const [planDialog, setPlanDialog] = useState<{ editing?: Row }>();

  const mapQuery = { node: depId ? `dep:${depId}` : undefined, limit: 100, sort: 'createTime', order: 'asc' };
  const maps = useQuery(resourcePageQuery(mapMeta, mapQuery));
  const list = useMemo(() => maps.data?.rows ?? [], [maps.data]);
  const map = list.find((m) => m.id === chosenId) ?? list[0];
  const markerQuery = { planeMapId: map?.id, limit: 1000 };
  const markers = useQuery({
    ...resourcePageQuery(markerMeta, markerQuery),
    enabled: map !== undefined,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all });

  const { remove: removePlans, dialog: deleteBlockedDialog } = useGuardedDelete(mapMeta, () => {
    setChosenId(undefined);
    refresh();
  });
  const removePlan = (row: Row) => removePlans([row]);

  const removeMarker = async (row: Row) => {
    await deleteRecords(markerMeta, [row.id]);
    refresh();
  };

  const place = (event: MouseEvent<HTMLDivElement>) => {
    if (!placing) return;
    setPlaceAt(clickPosition(event, event.currentTarget.getBoundingClientRect()));
  };

  return (
    <GridRow gutter={[12, 12]}>
      <Col xs={24} xl={7} xxl={6}>
        <PlanListCard
          canEdit={canEdit}
          depId={depId}
          maps={maps}
          list={list}
          chosenId={map?.id}
          onDepChange={(value) => {
            setDepId(value);
            setChosenId(undefined);
          }}
          onChoose={(item) => {
            setChosenId(item.id);
            setPlacing(false);
          }}
          onAdd={() => setPlanDialog({})}
          onEdit={(item) => setPlanDialog({ editing: item })}
          onRemove={(item) => void removePlan(item).catch(() => undefined)}
        />
      </Col>
      <Col xs={24} xl={17} xxl={18}>
        <PlanViewCard
          map={map}
          maps={maps}
          markers={markers}
          canEdit={canEdit}
          placing={placing}
          onTogglePlacing={() => setPlacing((p) => !p)}
          onRefresh={refresh}
          onPlace={place}
          onRemoveMarker={removeMarker}
        />
      </Col>
      <PlanDialog
        open={planDialog !== undefined}
        editing={planDialog?.editing}
        depId={depId}
        onClose={() => setPlanDialog(undefined)}
        onSaved={(row) => {
          setPlanDialog(undefined);
          setChosenId(row.id);
          refresh();
        }}
      />
      {map && (
        <MarkerDialog
          at={placeAt}
          map={map}
          onClose={() => setPlaceAt(undefined)}
          onSaved={() => {
            setPlaceAt(undefined);
            refresh();
          }}
        />
      )}
      {deleteBlockedDialog}
    </GridRow>
  );
}

export default PlaneMapPage;
