// What every full-page record editor shares (the hidden 新增 / 编辑 routes of 02 §2: the engine's
// ResourceRoutePage and the pages with forms of their own): the way back to the list, the record id
// from the route, the record read for editing, 保存 (validate, save, have the list read again, back)
// and the page shown for an id that names no record.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Space, type FormInstance } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useBusy } from '@/components/use-busy';
import { ACTION_MESSAGES } from '@/lib/constants/request';
import { useRouteTable } from '@/shell/route-table';
import { saveRecord } from './resource-api';
import { resourceDetailQuery, resourceKeys } from './resource-queries';
import type { ResourceMeta } from './types';

/** Back to the list route named `routeName` (the previous page if it is not in the route table). */
export function useBackToList(routeName: string): () => void {
  const navigate = useShellNavigate();
  const listPath = useRouteTable().byName.get(routeName)?.path;
  return () => void (listPath ? navigate(listPath) : navigate(-1));
}

/** A record id from the route: digits only, anything else names no record. */
export function recordIdOf(raw: string | null | undefined): number | undefined {
  return raw != null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The form, the record being edited (none for 新增) and 保存, which goes `back` once saved. 保存 always
 * says something: the success message, the first field that does not validate (scrolled to and
 * focused), the server's refusal, or why the request got no answer.
 */
export function useRecordEditor(meta: ResourceMeta, id: number | undefined, back: () => void) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const [saving, whileSaving] = useBusy(ACTION_MESSAGES[id === undefined ? 'add' : 'edit'].failure);
  const record = useQuery(resourceDetailQuery(meta, id));
  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    await whileSaving(async () => {
      await saveRecord(meta, values, id);
      // The list stays mounted in its tab (keep-alive): make it read again.
      await queryClient.invalidateQueries({ queryKey: resourceKeys.of(meta.name) });
      back();
    });
  };
  // a form that does not validate shows its messages; useBusy has told a failed save
  return { form, record, saving, save: () => void save().catch(() => undefined) };
}

/** The form's values, or undefined after bringing the first field in error into view. */
export async function validatedValues(form: FormInstance): Promise<Record<string, unknown> | undefined> {
  try {
    return (await form.validateFields()) as Record<string, unknown>;
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (!first) throw error;
    form.scrollToField(first.name, { block: 'center', focus: true });
    return undefined;
  }
}

/** The page for an id that names no record (bad, deleted): says so, with the way back. */
export function RecordMissing({ title, back }: { title: string; back: () => void }) {
  return <Result status="warning" title={title} extra={<Button onClick={back}>返回列表</Button>} />;
}

/** The editor card's 返回 and (unless read-only) 保存. */
export function EditorActions({
  back,
  saving,
  onSave,
}: {
  back: () => void;
  saving?: boolean;
  onSave?: () => void;
}) {
  return (
    <Space>
      <Button onClick={back}>返回</Button>
      {onSave && (
        <Button type="primary" loading={saving} onClick={onSave}>
          保存
        </Button>
      )}
    </Space>
  );
}
