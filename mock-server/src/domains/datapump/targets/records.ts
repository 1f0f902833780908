// Export-only data types over record lists: 访客记录 (visitor, 访客管理's appointments), 访客通行记录
// (guestRecord, 安防 访客记录) and 出入记录 (inOutRecord).
import { registerExportSource } from '../targets.js';
import { catalogueCodes, resourceExportSource } from './resource.js';

registerExportSource('visitor', resourceExportSource('Visitor', catalogueCodes('visitor')));
registerExportSource('guestRecord', resourceExportSource('GuestRecord', catalogueCodes('guestRecord')));
registerExportSource('inOutRecord', resourceExportSource('InOutRecord', catalogueCodes('inOutRecord')));
