import { afterEach, describe, expect, it } from 'vitest';
import { fromConsole } from '../../lib/console-origin';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../../qt/app';
import { Downloads } from './downloads';

describe('download tasks', () => {
  it('advance one file per check until finished, deterministically', () => {
    const downloads = new Downloads();
    const task = downloads.create({
      baseUrl: 'http://localhost:3000/files/export/',
      urlList: ['a/1.xlsx', '/b/%E7%85%A7%E7%89%87.zip', 'c.txt'],
    });
    expect(task).toMatchObject({
      taskId: 'dl-0001',
      total: 3,
      finished: 0,
      progress: 0,
      state: 'downloading',
    });
    expect(task.files.map((f) => f.url)).toEqual([
      'http://localhost:3000/files/export/a/1.xlsx',
      'http://localhost:3000/files/export/b/%E7%85%A7%E7%89%87.zip',
      'http://localhost:3000/files/export/c.txt',
    ]);
    expect(task.files[1]?.localPath).toBe('D:\\智慧社区\\下载\\照片.zip');
    expect(
      [1, 2, 3, 4].map(() => {
        const t = downloads.check('dl-0001');
        return [t.finished, t.progress, t.state];
      }),
    ).toEqual([
      [1, 33, 'downloading'],
      [2, 66, 'downloading'],
      [3, 100, 'finished'],
      [3, 100, 'finished'],
    ]);
    expect(() => downloads.check('dl-0009')).toThrow('下载任务不存在：dl-0009');
    downloads.reset();
    expect(downloads.create({ baseUrl: 'http://x/', urlList: ['y'] }).taskId).toBe('dl-0001');
  });
});

describe('download tasks over HTTP', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('new_task then test reports progress; an unknown task answers status false', async () => {
    app = buildQtApp();
    const created = await app.inject({
      method: 'POST',
      headers: fromConsole(),
      url: '/download/new_task',
      payload: {
        baseUrl: 'http://localhost:3000/files/',
        urlList: ['1.zip', '2.zip'],
        saveDir: 'E:\\下载\\',
      },
    });
    expect(created.json()).toMatchObject({ status: true, data: { taskId: 'dl-0001', saveDir: 'E:\\下载' } });
    const first = await app.inject({
      method: 'POST',
      headers: fromConsole(),
      url: '/download/test',
      payload: { taskId: 'dl-0001' },
    });
    expect(first.json()).toMatchObject({ data: { finished: 1, progress: 50 } });
    const missing = await app.inject({
      method: 'POST',
      headers: fromConsole(),
      url: '/download/test',
      payload: { taskId: 'dl-0002' },
    });
    expect(missing.json()).toEqual({ status: false, message: '下载任务不存在：dl-0002' });
  });
});
