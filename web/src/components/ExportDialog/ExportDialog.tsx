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

/**
 * The data type's templates, the chosen one and what it ticks: its fields and their column names (the
 * default template's names where the chosen one has none).
 */
function useExportTemplates(dataType: string) {
  const [templates, setTemplates] = useState<ExportTemplate[]>([]);
  const [loading, setLoading] = useState(false);
  const [templateId, setTemplateId] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<string[]>([]);
  const [aliases, setAliases] = useState<Record<string, string>>({});

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

  const chosenFields = (): ExportField[] =>
    rows
      .filter((r) => checked.includes(r.code))
      .map((r) => ({ code: r.code, alias: aliases[r.code]?.trim() || r.name }));

  return {
    templates,
    loading,
    templateId,
    current,
    rows,
    checked,
    setChecked,
    aliases,
    setAliases,
    apply,
    load,
    chosenFields,
  };
}

/** 保存模板, 另存为 and 删除模板 of the chosen template; at least one field must be ticked to save. */
function useTemplateWrites(dataType: string, state: ReturnType<typeof useExportTemplates>) {
  const { message } = App.useApp();
  const { templates, current, checked, load, chosenFields } = state;
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

  const saveAs = async (templateName: string) => {
    if (checked.length === 0) {
      void message.warning(EXPORT_MESSAGES.noField);
      return undefined;
    }
    return saveTemplate({ dataType, templateName, fields: chosenFields() }).catch(() => undefined);
  };

  const removeCurrent = async () => {
    if (!current || current.allowSave === 0) return;
    const done = await deleteTemplate(current.templateId).then(
      () => true,
      () => false,
    );
    if (done) await load(templates[0]?.templateId);
  };

  return { saveCurrent, saveAs, removeCurrent };
}

/** 另存为: a popover asking for the new template's name (max 10). */
function SaveAsTemplateButton(props: {
  disabled: boolean;
  save: (templateName: string) => Promise<ExportTemplate | undefined>;
  onSaved: (template: ExportTemplate) => Promise<void>;
}) {
  const { disabled, save, onSaved } = props;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ templateName: string }>();

  const saveAs = async () => {
    const { templateName } = await form.validateFields();
    const saved = await save(templateName.trim());
    if (saved) {
      setOpen(false);
      form.resetFields();
      await onSaved(saved);
    }
  };

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title="另存为模板"
      content={
        <Form form={form} layout="vertical" style={{ width: 240 }} onFinish={() => void saveAs()}>
          <Form.Item
            label="模板名称"
            name="templateName"
            rules={[{ required: true, whitespace: true, message: EXPORT_MESSAGES.templateNameRequired }]}
          >
            <Input maxLength={EXPORT_NAME_MAX} showCount placeholder="请输入模板名称" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            保存
          </Button>
        </Form>
      }
    >
      <Button disabled={disabled}>另存为</Button>
    </Popover>
  );
}

/** The fields to tick, each with its export column name (alias max 10). */
function FieldAliasTable(props: {
  rows: FieldRow[];
  loading: boolean;
  checked: string[];
  onChecked: (codes: string[]) => void;
  aliases: Record<string, string>;
  onAlias: (code: string, alias: string) => void;
}) {
  const { rows, loading, checked, onChecked, aliases, onAlias } = props;
  return (
    <Table<FieldRow>
      size="small"
      rowKey="code"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 320 }}
      rowSelection={{
        selectedRowKeys: checked,
        onChange: (keys) => onChecked(keys.map(String)),
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
              onChange={(e) => onAlias(code, e.target.value)}
            />
          ),
        },
      ]}
    />
  );
}

/** The template row: choose, 保存模板, 另存为, 删除模板 (the default template is neither saved over nor deleted). */
function TemplateToolbar(props: {
  templates: ExportTemplate[];
  loading: boolean;
  templateId?: string;
  current?: ExportTemplate;
  hasFields: boolean;
  onChoose: (templateId: string) => void;
  onSave: () => void;
  saveAs: (templateName: string) => Promise<ExportTemplate | undefined>;
  onSavedAs: (template: ExportTemplate) => Promise<void>;
  onRemove: () => void;
}) {
  const { templates, loading, templateId, current, hasFields } = props;
  const { onChoose, onSave, saveAs, onSavedAs, onRemove } = props;
  const isDefault = current?.allowSave === 0;
  return (
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
        onChange={(id: string) => onChoose(id)}
      />
      <Tooltip title={isDefault ? EXPORT_MESSAGES.defaultNotEditable : undefined}>
        <Button disabled={!current || isDefault} onClick={onSave}>
          保存模板
        </Button>
      </Tooltip>
      <SaveAsTemplateButton disabled={!hasFields} save={saveAs} onSaved={onSavedAs} />
      <Popconfirm title="确定删除该导出模板吗？" disabled={!current || isDefault} onConfirm={onRemove}>
        <Tooltip title={isDefault ? EXPORT_MESSAGES.defaultNotEditable : undefined}>
          <Button danger disabled={!current || isDefault}>
            删除模板
          </Button>
        </Tooltip>
      </Popconfirm>
    </Space>
  );
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
  const exportTemplates = useExportTemplates(dataType);
  const { templates, loading, templateId, current, rows, checked, setChecked, aliases, setAliases } =
    exportTemplates;
  const { apply, load, chosenFields } = exportTemplates;
  const { saveCurrent, saveAs, removeCurrent } = useTemplateWrites(dataType, exportTemplates);
  const [smsOpen, setSmsOpen] = useState(false);

  useEffect(() => {
    if (open) void load();
    else setSmsOpen(false);
  }, [open, load]);

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
          <TemplateToolbar
            templates={templates}
            loading={loading}
            templateId={templateId}
            current={current}
            hasFields={rows.length > 0}
            onChoose={(id) =>
              apply(
                templates.find((t) => t.templateId === id),
                templates,
              )
            }
            onSave={() => void saveCurrent()}
            saveAs={saveAs}
            onSavedAs={(saved) => load(saved.templateId)}
            onRemove={() => void removeCurrent()}
          />
          <FieldAliasTable
            rows={rows}
            loading={loading}
            checked={checked}
            onChecked={setChecked}
            aliases={aliases}
            onAlias={(code, alias) => setAliases((a) => ({ ...a, [code]: alias }))}
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
