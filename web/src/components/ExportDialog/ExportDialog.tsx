// Export dialog (02 §4 "Export flow", §5 export dialog, §7): choose a template (the default one — all
// fields, allowSave 0 — cannot be saved over or deleted), tick the fields and edit their column names
// (alias max 10), optionally save as a template (name max 10); 导出 needs at least one field, then the
// SMS dialog confirms the export through datapump/im_ex/v2 with {dataType}Export, the code and the
// params (empty values and page/limit dropped, plus templateId and the chosen fields). The template
// used last for the data type is remembered locally.
// Props: open, dataType (e.g. resident), params (the list filters), menuName (SMS text), mobile (the
// account's masked phone for the SMS dialog), title, onClose, onSuccess(task).
import {
  App,
  Button,
  Form,
  Input,
  Popconfirm,
  Popover,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EXPORT_MESSAGES, EXPORT_NAME_MAX } from '@/lib/constants/import-export';
import { DraggableModal } from '../DraggableModal/DraggableModal';
import { submitImEx, type DatapumpTask } from '../ImportDialog/datapump-api';
import { checkTypeAndParams } from '../ImportDialog/import-rules';
import { SmsCodeDialog } from '../SmsCodeDialog/SmsCodeDialog';
import {
  deleteTemplate,
  exportParams,
  listTemplates,
  rememberTemplate,
  rememberedTemplate,
  saveTemplate,
  type ExportField,
  type ExportTemplate,
} from './export-api';

export interface ExportDialogProps {
  open: boolean;
  dataType: string;
  params: Record<string, unknown>;
  menuName?: string;
  mobile?: string;
  title?: string;
  onClose: () => void;
  onSuccess?: (task: DatapumpTask) => void;
}

interface FieldRow {
  code: string;
  name: string;
}

export function ExportDialog({
  open,
  dataType,
  params,
  menuName,
  mobile,
  title = '导出数据',
  onClose,
  onSuccess,
}: ExportDialogProps) {
  const { message } = App.useApp();
  const [templates, setTemplates] = useState<ExportTemplate[]>([]);
  const [loading, setLoading] = useState(false);
  const [templateId, setTemplateId] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<string[]>([]);
  const [aliases, setAliases] = useState<Record<string, string>>({});
  const [smsOpen, setSmsOpen] = useState(false);
  const [saveAsOpen, setSaveAsOpen] = useState(false);
  const [saveAsForm] = Form.useForm<{ templateName: string }>();

  // every field of the data type, in the default template's order and names
  const rows: FieldRow[] = useMemo(
    () => (templates[0]?.dataTemplate ?? []).map((f) => ({ code: f.code, name: f.alias })),
    [templates],
  );
  const current = templates.find((t) => t.templateId === templateId);

  const apply = useCallback((template: ExportTemplate | undefined, all: ExportTemplate[]) => {
    setTemplateId(template?.templateId);
    const defaults = Object.fromEntries((all[0]?.dataTemplate ?? []).map((f) => [f.code, f.alias]));
    const own = Object.fromEntries((template?.dataTemplate ?? []).map((f) => [f.code, f.alias]));
    setAliases({ ...defaults, ...own });
    setChecked((template?.dataTemplate ?? []).map((f) => f.code));
  }, []);

  const load = useCallback(
    async (prefer?: string) => {
      setLoading(true);
      try {
        const list = await listTemplates(dataType);
        setTemplates(list);
        const wanted = prefer ?? rememberedTemplate(dataType);
        apply(list.find((t) => t.templateId === wanted) ?? list[0], list);
      } catch {
        setTemplates([]);
      } finally {
        setLoading(false);
      }
    },
    [dataType, apply],
  );

  useEffect(() => {
    if (open) void load();
    else setSmsOpen(false);
  }, [open, load]);

  const chosenFields = (): ExportField[] =>
    rows
      .filter((r) => checked.includes(r.code))
      .map((r) => ({ code: r.code, alias: aliases[r.code]?.trim() || r.name }));

  const startExport = () => {
    const problem = checkTypeAndParams(dataType, params);
    if (problem) {
      void message.warning(problem);
      return;
    }
    if (checked.length === 0) {
      void message.warning(EXPORT_MESSAGES.noField);
      return;
    }
    if (templateId) rememberTemplate(dataType, templateId);
    setSmsOpen(true);
  };

  const exportWith = async (smsCode: string) => {
    const task = await submitImEx({
      type: `${dataType}Export`,
      smsCode,
      params: { ...exportParams(params), templateId, fields: chosenFields() },
    });
    setSmsOpen(false);
    onSuccess?.(task);
    onClose();
  };

  const saveCurrent = async () => {
    if (!current || current.allowSave === 0) return;
    if (checked.length === 0) {
      void message.warning(EXPORT_MESSAGES.noField);
      return;
    }
    const saved = await saveTemplate({
      dataType,
      templateId: current.templateId,
      templateName: current.templateName,
      fields: chosenFields(),
    }).catch(() => undefined);
    if (saved) await load(saved.templateId);
  };

  const saveAs = async () => {
    const { templateName } = await saveAsForm.validateFields();
    if (checked.length === 0) {
      void message.warning(EXPORT_MESSAGES.noField);
      return;
    }
    const saved = await saveTemplate({
      dataType,
      templateName: templateName.trim(),
      fields: chosenFields(),
    }).catch(() => undefined);
    if (saved) {
      setSaveAsOpen(false);
      saveAsForm.resetFields();
      await load(saved.templateId);
    }
  };

  const removeCurrent = async () => {
    if (!current || current.allowSave === 0) return;
    const done = await deleteTemplate(current.templateId).then(
      () => true,
      () => false,
    );
    if (done) await load(templates[0]?.templateId);
  };

  const isDefault = current?.allowSave === 0;

  return (
    <>
      <DraggableModal
        open={open}
        title={title}
        width={640}
        mask={{ closable: false }}
        onCancel={onClose}
        footer={
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" disabled={loading || rows.length === 0} onClick={startExport}>
              导出
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text>导出模板</Typography.Text>
            <Select
              aria-label="导出模板"
              style={{ width: 200 }}
              loading={loading}
              value={templateId}
              options={templates.map((t) => ({
                value: t.templateId,
                label: t.allowSave === 0 ? `${t.templateName}（不可编辑）` : t.templateName,
              }))}
              onChange={(id: string) =>
                apply(
                  templates.find((t) => t.templateId === id),
                  templates,
                )
              }
            />
            <Tooltip title={isDefault ? EXPORT_MESSAGES.defaultNotEditable : undefined}>
              <Button disabled={!current || isDefault} onClick={() => void saveCurrent()}>
                保存模板
              </Button>
            </Tooltip>
            <Popover
              trigger="click"
              open={saveAsOpen}
              onOpenChange={setSaveAsOpen}
              title="另存为模板"
              content={
                <Form
                  form={saveAsForm}
                  layout="vertical"
                  style={{ width: 240 }}
                  onFinish={() => void saveAs()}
                >
                  <Form.Item
                    label="模板名称"
                    name="templateName"
                    rules={[
                      { required: true, whitespace: true, message: EXPORT_MESSAGES.templateNameRequired },
                    ]}
                  >
                    <Input maxLength={EXPORT_NAME_MAX} showCount placeholder="请输入模板名称" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block>
                    保存
                  </Button>
                </Form>
              }
            >
              <Button disabled={rows.length === 0}>另存为</Button>
            </Popover>
            <Popconfirm
              title="确定删除该导出模板吗？"
              disabled={!current || isDefault}
              onConfirm={() => void removeCurrent()}
            >
              <Tooltip title={isDefault ? EXPORT_MESSAGES.defaultNotEditable : undefined}>
                <Button danger disabled={!current || isDefault}>
                  删除模板
                </Button>
              </Tooltip>
            </Popconfirm>
          </Space>
          <Table<FieldRow>
            size="small"
            rowKey="code"
            loading={loading}
            dataSource={rows}
            pagination={false}
            scroll={{ y: 320 }}
            rowSelection={{
              selectedRowKeys: checked,
              onChange: (keys) => setChecked(keys.map(String)),
            }}
            columns={[
              { title: '字段', dataIndex: 'name', width: 160 },
              {
                title: '导出列名',
                dataIndex: 'code',
                render: (code: string, row) => (
                  <Input
                    size="small"
                    aria-label={`${row.name}的导出列名`}
                    maxLength={EXPORT_NAME_MAX}
                    value={aliases[code] ?? ''}
                    placeholder={row.name}
                    onChange={(e) => setAliases((a) => ({ ...a, [code]: e.target.value }))}
                  />
                ),
              },
            ]}
          />
          <Typography.Text type="secondary">
            已选 {checked.length} / {rows.length} 个字段；导出需短信验证，完成后可在报表中心下载。
          </Typography.Text>
        </Space>
      </DraggableModal>
      <SmsCodeDialog
        open={smsOpen}
        mobile={mobile}
        menuName={menuName}
        title="导出验证"
        okText="确认导出"
        onConfirm={exportWith}
        onClose={() => setSmsOpen(false)}
      />
    </>
  );
}
