// Add / edit route pages of the hierarchy resources (小区, 单元; 02 §2 PropertyCommunityAdd /
// PropertyCommunityEdit/edit/:depId, UnitManagementAdd / UnitManagementEdit/edit/:depId). Like the
// engine's route pages, plus: the community's 所在地区 is one area cascader down to the street (02 §4
// property pickers, max level 4) instead of four code fields; a new unit starts in the community chosen
// in the list's tree; and after saving every loaded community tree reloads, so the change is in the
// side tree at once.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Result, Row as GridRow, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { AreaCascader } from '@/components/AreaCascader/AreaCascader';
import { useBusy } from '@/components/use-busy';
import { AREA_MAX_LEVEL_PROPERTY } from '@/lib/constants/area';
import { useRouteTable } from '@/shell/route-table';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { declaredFields } from '@/list-page/declared-fields';
import { saveRecord } from '@/list-page/resource-api';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { ResourceForm } from '@/list-page/ResourceForm';
import { metaOf, type ResourcePageDeclaration, type Row } from '@/list-page/types';
import { useRefreshCommunityTrees } from './refresh-trees';

/** The four area levels of a community record, province first. */
export const AREA_KEYS = ['provinceId', 'cityId', 'districtId', 'streetId'] as const;
export const AREA_REQUIRED = '请选择所在地区（省 / 市 / 区 / 街道）';

interface TreeFormPageProps {
  declaration: ResourcePageDeclaration;
  mode: 'add' | 'edit';
  /** Show the area cascader for the four area fields (communities). */
  area?: boolean;
}

function idParamOf(declaration: ResourcePageDeclaration): string {
  return Object.entries(declaration.routeParams ?? {}).find(([, field]) => field === 'id')?.[0] ?? 'id';
}

export function TreeFormPage({ declaration, mode, area = false }: TreeFormPageProps) {
  const meta = metaOf(declaration.resource);
  const fields = declaredFields(meta, declaration).form;
  const params = useParams();
  const navigate = useShellNavigate();
  const table = useRouteTable();
  const listRoute = table.byName.get(declaration.route);
  const selection = useTreeSelection(listRoute?.tree);
  const refreshTrees = useRefreshCommunityTrees();
  const raw = mode === 'edit' ? params[idParamOf(declaration)] : undefined;
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const [form] = Form.useForm();
  const [areaForm] = Form.useForm<{ area: string[] }>();
  const [saving, whileSaving] = useBusy();
  const record = useQuery(resourceDetailQuery(meta, id));
  const back = () => void (listRoute ? navigate(listRoute.path) : navigate(-1));
  // A new record starts in the community picked in the list's tree (not for communities themselves).
  // Memoised: ResourceForm resets its fields whenever the row object changes.
  const presetDepId = mode === 'add' && fields.some((f) => f.key === 'depId') ? selection?.depId : undefined;
  const presetName = selection?.kind === 'dep' ? selection.label : undefined;
  const preset = useMemo(
    () =>
      presetDepId === undefined ? undefined : ({ id: 0, depId: presetDepId, depName: presetName } as Row),
    [presetDepId, presetName],
  );

  if (mode === 'edit' && (id === undefined || record.isError)) {
    return (
      <Result
        status="warning"
        title={`${meta.title}不存在或已删除`}
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  const row = mode === 'edit' ? record.data : preset;

  const save = async () => {
    const [values, where] = await Promise.all([
      form.validateFields() as Promise<Record<string, unknown>>,
      area ? areaForm.validateFields() : Promise.resolve({ area: [] as string[] }),
    ]);
    const areaValues = area ? Object.fromEntries(AREA_KEYS.map((key, i) => [key, where.area[i]])) : {};
    await whileSaving(async () => {
      await saveRecord(meta, { ...values, ...areaValues }, id);
      refreshTrees();
      back();
    });
  };

  return (
    <Card
      title={`${mode === 'add' ? '新增' : '编辑'}${meta.title}`}
      extra={
        <Space>
          <Button onClick={back}>返回</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={record.isFetching}>
        {(mode === 'add' || record.data) && (
          <div style={{ maxWidth: 880 }}>
            {area && (
              <Form
                form={areaForm}
                layout="vertical"
                name={`${meta.name}-area`}
                initialValues={{ area: record.data ? AREA_KEYS.map((key) => String(record.data[key])) : [] }}
              >
                <GridRow gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="area"
                      label="所在地区"
                      required
                      rules={[
                        {
                          validator: (_, value: string[] | undefined) =>
                            value?.length === AREA_KEYS.length && value.every(Boolean)
                              ? Promise.resolve()
                              : Promise.reject(new Error(AREA_REQUIRED)),
                        },
                      ]}
                    >
                      <AreaCascader
                        maxLevel={AREA_MAX_LEVEL_PROPERTY}
                        placeholder="请选择省 / 市 / 区 / 街道"
                      />
                    </Form.Item>
                  </Col>
                </GridRow>
              </Form>
            )}
            <ResourceForm meta={meta} form={form} fields={fields} row={row} />
          </div>
        )}
      </Spin>
    </Card>
  );
}
