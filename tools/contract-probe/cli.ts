// npm run contract:probe -- --target <base URL of /api> --user U --password P
//   [--report file.md] [--only op1,op2] [--include-writes]
// Exit 0: every probed operation answered as the contract says; 1: something drifted; 2: usage or login.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { probe } from './probe.js';
import { markdownReport, summaryLine } from './report.js';

const USAGE =
  'usage: npm run contract:probe -- --target http://host/api --user U --password P ' +
  '[--report contract-probe-report.md] [--only op1,op2] [--include-writes]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        target: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        report: { type: 'string', default: 'contract-probe-report.md' },
        only: { type: 'string' },
        'include-writes': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.target || !values.user || !values.password) {
    console.error(USAGE);
    return 2;
  }
  if (!/^https?:\/\//.test(values.target)) {
    console.error(`--target 必须是 http(s) 地址：${values.target}`);
    return 2;
  }
  let result;
  try {
    result = await probe({
      target: values.target,
      user: values.user,
      password: values.password,
      includeWrites: values['include-writes'],
      only: values.only
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
  } catch (error) {
    console.error(`contract probe: ${(error as Error).message}`);
    return 2;
  }
  for (const d of result.drifted) {
    console.log(`DRIFT ${d.operationId} (${d.method} ${d.path})`);
    for (const x of d.differences) console.log(`  - ${x.detail}`);
  }
  writeFileSync(values.report, markdownReport(result, new Date()));
  console.log(`${summaryLine(result)} (report: ${values.report})`);
  return result.drifted.length ? 1 : 0;
}

process.exitCode = await main();
