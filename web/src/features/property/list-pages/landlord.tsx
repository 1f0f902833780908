// 房东列表 (02 §2 物业管理 / 住户管理 Landlord): add at Landlord/add/:id — :id is the resident whose
// details start the form (0 for a blank one; 住户管理's 设为房东 passes the owner), edit at
// Landlord/edit/:id, change records at Landlord/record/:id (every registration and edit leaves one).
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useBusy } from '@/components/use-busy';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import { declaredFields } from '@/list-page/declared-fields';
import { saveRecord } from '@/list-page/resource-api';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { ResourceForm } from '@/list-page/ResourceForm';
import { ResourceListPage } from '@/list-page/ResourceListPage';
import { metaOf, type ResourcePageDeclaration, type Row } from '@/list-page/types';
import { ENGINE_BUTTON_OFF, rowLinkActions, useRoutePath } from '@/list-page/route-links';

/** Landlord/add/0: no resident to start from. */
export const BLANK_LANDLORD = 0;

function AddLandlordButton() {
  const navigate = useShellNavigate();
  const pathOf = useRoutePath();
  const to = pathOf('LandlordAdd', { id: BLANK_LANDLORD });
  if (!to) return null;
  return (
    <Permitted authKey="Landlord">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(to)}>
        新增
      </Button>
    </Permitted>
  );
}

export const landlordDeclaration: ResourcePageDeclaration = {
  resource: 'Landlord',
  route: 'Landlord',
  columns: [
    'name',
    'phone',
    'cardNo',
    'depId',
    'propertyCount',
    'rentedCount',
    'bankName',
    'bankAccount',
    'status',
    'createTime',
    'updateTime',
    'address',
    'remark',
  ],
  hiddenColumns: ['bankAccount', 'address', 'remark', 'updateTime'],
  search: ['name', 'phone', 'depId', 'status', 'createTime'],
  form: [
    'name',
    'phone',
    'cardNo',
    'depId',
    'propertyCount',
    'rentedCount',
    'status',
    'address',
    'bankName',
    'bankAccount',
    'remark',
  ],
  routes: { edit: 'LandlordEdit' },
  // 新增 goes to Landlord/add/:id, which the engine's button cannot fill; the toolbar has its own.
  keys: { add: ENGINE_BUTTON_OFF },
  toolbar: () => <AddLandlordButton />,
  rowActions: rowLinkActions('变更记录', 'LandlordRecord', (row) => ({ params: { id: row.id } })),
};

export default createResourcePage(landlordDeclaration);
export const LandlordEditPage = createResourceRoutePage(landlordDeclaration, 'edit');

/** Landlord/add/:id: a new landlord, filled from resident :id when it is one. */
export function LandlordAddPage() {
  const meta = metaOf('Landlord');
  const fields = declaredFields(meta, landlordDeclaration).form;
  const { id } = useParams();
  const residentId = id && /^\d+$/.test(id) && Number(id) !== BLANK_LANDLORD ? Number(id) : undefined;
  const navigate = useShellNavigate();
  const pathOf = useRoutePath();
  const listPath = pathOf('Landlord');
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const resident = useQuery(resourceDetailQuery(metaOf('Resident'), residentId));
  const preset = useMemo(() => {
    const r = resident.data;
    if (!r) return undefined;
    return {
      id: 0,
      name: r.userName,
      phone: r.phone,
      cardNo: r.cardNo,
      depId: r.depId,
      depName: r.depName,
      status: 1,
      propertyCount: 1,
      rentedCount: 0,
    } as Row;
  }, [resident.data]);

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(meta, values);
      back();
    });
  };

  return (
    <Card
      title={preset ? `新增房东（来自住户 ${String(preset.name)}）` : '新增房东'}
      extra={
        <Space>
          <Button onClick={back}>返回</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={resident.isFetching}>
        {(residentId === undefined || !resident.isFetching) && (
          <div style={{ maxWidth: 880 }}>
            <ResourceForm meta={meta} form={form} fields={fields} row={preset} />
          </div>
        )}
      </Spin>
    </Card>
  );
}

const recordDeclaration: ResourcePageDeclaration = {
  resource: 'LandlordChangeRecord',
  route: 'Landlord',
  readOnly: true,
  columns: ['changeTime', 'changeType', 'content', 'operatorName', 'landlordId'],
  hiddenColumns: ['landlordId'],
  search: ['changeType', 'changeTime'],
};

/** Landlord/record/:id: that landlord's change records. */
export function LandlordRecordPage() {
  const { id } = useParams();
  const navigate = useShellNavigate();
  const listPath = useRoutePath()('Landlord');
  const declaration = useMemo(
    () => ({ ...recordDeclaration, fixedQuery: { landlordId: Number(id) || 0 } }),
    [id],
  );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Button onClick={() => void (listPath ? navigate(listPath) : navigate(-1))}>返回房东列表</Button>
      <ResourceListPage declaration={declaration} />
    </Space>
  );
}
