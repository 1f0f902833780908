// 任务委派 (02 §2 公区布控 TaskAssignment): tasks given to the people of a duty area (值班区域).
import { createResourcePage } from '../../engine/create-page';

export default createResourcePage({
  resource: 'TaskAssignment',
  route: 'TaskAssignment',
  columns: [
    'title',
    'taskType',
    'priority',
    'dutyAreaId',
    'depId',
    'assigneeName',
    'assigneePhone',
    'deadline',
    'status',
    'content',
    'feedback',
    'createTime',
  ],
  hiddenColumns: ['assigneePhone', 'content', 'feedback'],
  search: ['title', 'status', 'createTime', 'taskType', 'priority', 'dutyAreaId', 'depId', 'assigneeName'],
  form: [
    'title',
    'taskType',
    'priority',
    'dutyAreaId',
    'depId',
    'assigneeName',
    'assigneePhone',
    'deadline',
    'status',
    'content',
    'feedback',
  ],
});
