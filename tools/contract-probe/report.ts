// The probe's findings as markdown (the file the CLI writes) and as the console summary line.
import type { ProbeResult } from './probe.js';

export const summaryLine = (result: ProbeResult) =>
  `${result.probed.length} operations probed, ${result.drifted.length} drifted`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownReport(result: ProbeResult, at: Date): string {
  const lines = [
    '# 契约探测报告',
    '',
    `- 目标：${result.target}`,
    `- 时间：${at.toISOString()}`,
    `- 结果：${summaryLine(result)}；按契约拒绝 ${result.refused.length} 个；未调用 ${result.skipped.length} 个（写操作或无法构造的请求）`,
    '',
  ];
  if (result.drifted.length) {
    lines.push('## 与契约不符的接口', '', '| 接口 | 方法与路径 | 差异 |', '|---|---|---|');
    for (const d of result.drifted)
      lines.push(
        `| ${d.operationId} | ${d.method} ${d.path} | ${cell(d.differences.map((x) => x.detail).join('；'))} |`,
      );
    lines.push('');
  } else {
    lines.push('所有被探测的接口都与契约一致。', '');
  }
  if (result.refused.length) {
    lines.push('## 按契约拒绝（本账号无权或记录不存在，不计为不符）', '', '| 接口 | 说明 |', '|---|---|');
    for (const r of result.refused)
      lines.push(`| ${r.operationId} | ${cell(r.differences.map((x) => x.detail).join('；'))} |`);
    lines.push('');
  }
  if (result.skipped.length) {
    lines.push('## 未调用', '', '| 接口 | 原因 |', '|---|---|');
    for (const s of result.skipped) lines.push(`| ${s.operationId} | ${cell(s.reason)} |`);
    lines.push('');
  }
  return lines.join('\n');
}
