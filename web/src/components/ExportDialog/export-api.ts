// Export templates (02 §3 "Export template", §7 GET /datapump/export_template/list/v2 → code 0, object;
// save / delete: docs/adr/0030) and the last template used per data type (02 §4, kept locally).
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { EXPORT_DROPPED_PARAMS, EXPORT_TEMPLATE_STORAGE_KEY } from '@/lib/constants/import-export';
import { getItem, setItem } from '@/lib/storage';

export type ExportTemplate = components['schemas']['ExportTemplate'];
export type ExportField = components['schemas']['ExportTemplateField'];

export async function listTemplates(dataType: string): Promise<ExportTemplate[]> {
  const result = await call(
    client.GET('/datapump/export_template/list/v2', { params: { query: { dataType } } }),
  );
  return result.object;
}

export async function saveTemplate(input: {
  dataType: string;
  templateId?: string;
  templateName: string;
  fields: ExportField[];
}): Promise<ExportTemplate> {
  const result = await call(
    client.POST('/datapump/export_template/save/v2', {
      body: {
        dataType: input.dataType,
        templateId: input.templateId,
        templateName: input.templateName,
        dataTemplate: JSON.stringify(input.fields),
      },
    }),
    { action: 'save' },
  );
  return result.object;
}

export async function deleteTemplate(templateId: string): Promise<void> {
  await call(client.POST('/datapump/export_template/delete/v2', { body: { templateId } }), {
    action: 'delete',
  });
}

/** 02 §4: the last template used for a data type. */
export const rememberedTemplate = (dataType: string): string | undefined =>
  getItem<string>(EXPORT_TEMPLATE_STORAGE_KEY + dataType);

export const rememberTemplate = (dataType: string, templateId: string): boolean =>
  setItem(EXPORT_TEMPLATE_STORAGE_KEY + dataType, templateId);

function isEmptyParam(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** 02 §5: empty values and page / limit are dropped from export params. */
export function exportParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([key, value]) => !EXPORT_DROPPED_PARAMS.includes(key) && !isEmptyParam(value),
    ),
  );
}
