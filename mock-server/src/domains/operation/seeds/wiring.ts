// Domains that read or write resource tables of the operations group, bound once by createStore:
// the published system notices are the SysNotify rows with status 1 (domains/notice/notices.ts), and
// every SMS the SMS domain sends becomes a SmsRecord row.
import type { Store } from '#mock/domains/store.js';
import { recordSentSms } from './sms.js';

export function wireOperationTables(store: Store): void {
  store.notices.bind(store.resources.table('SysNotify'));
  recordSentSms(store);
}
