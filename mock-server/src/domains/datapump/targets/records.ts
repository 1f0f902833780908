// Export-only data types over record lists: 访客记录 (visitor, 访客管理's appointments), 访客通行记录
// (guestRecord, 安防 访客记录) and 出入记录 (inOutRecord).
import { catalogueCodes, resourceExportSource } from './resource.js';

export const visitorExport = resourceExportSource('Visitor', catalogueCodes('visitor'));
export const guestRecordExport = resourceExportSource('GuestRecord', catalogueCodes('guestRecord'));
export const inOutRecordExport = resourceExportSource('InOutRecord', catalogueCodes('inOutRecord'));
