// 任务委派 (02 §2 公区布控 TaskAssignment): tasks given to the people of a duty area (值班区域).
import { createResourcePage } from '@/list-page/create-page';
import { levelColumn } from '../cells';

export default createResourcePage({
  resource: 'TaskAssignment',
  route: 'TaskAssignment',
  columns: [
    'title',
    'taskType',
    levelColumn('TaskAssignment', 'priority'),
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
