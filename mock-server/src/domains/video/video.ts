// Cloud (Ezviz, 萤石) video accounts and their devices per agent, and the video channels of each
// community that the console hands to the local video service (02-modules §3 "Video account info",
// "Video channel sync"). Channels are made on first use per community, like the building hierarchy.
import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { components } from '@zhsq/contract/api';
import { agentById, agentScope } from '../../store/agents.js';
import type { CommunityRecord } from '../../store/communities.js';
import { DAY_MS } from '../../store/clock.js';
import type { DomainContext } from '../context.js';

export type CloudAccount = components['schemas']['CloudAccount'];
export type CloudDevice = components['schemas']['CloudDevice'];
export type DepChannels = components['schemas']['DepChannels'];
export type VideoChannel = components['schemas']['VideoChannel'];

interface AccountSeed {
  accountId: number;
  agentId: string;
  username: string;
  password: string;
  phone: string;
  status: 0 | 1;
}

/** Platform default first (status 1), then agents' own accounts. */
export const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    accountId: 1,
    agentId: '1',
    username: '平台默认萤石账号',
    password: 'Ys@Platform2026',
    phone: '13800138000',
    status: 1,
  },
  {
    accountId: 2,
    agentId: '2',
    username: '天河物业萤石账号',
    password: 'Ys@Tianhe2026',
    phone: '13912345678',
    status: 0,
  },
  {
    accountId: 3,
    agentId: '3',
    username: '南山物业萤石账号',
    password: 'Ys@Nanshan2026',
    phone: '13700001111',
    status: 0,
  },
];

const CAMERA_SPOTS = [
  '南门入口',
  '北门入口',
  '地下车库',
  '1栋大堂',
  '2栋大堂',
  '中心花园',
  '儿童乐园',
  '消防通道',
  '周界东侧',
  '周界西侧',
];
const MODELS = ['CS-C6Wi', 'CS-C3W', 'CS-H8', 'CS-C8C'];

/** The agent and every agent above it. */
export function agentLineage(agentId: string): Set<string> {
  const ids = new Set<string>();
  for (
    let a = agentById(agentId);
    a && !ids.has(a.agentId);
    a = a.parentAgentId ? agentById(a.parentAgentId) : undefined
  )
    ids.add(a.agentId);
  return ids;
}

const hex = (f: Faker, length: number) => f.string.hexadecimal({ length, casing: 'lower', prefix: '' });

interface ChannelRow {
  channel: VideoChannel;
  updatedAt: number;
}

export function createVideo(ctx: DomainContext) {
  const seededAt = ctx.now().getTime();
  const accounts = ACCOUNT_SEEDS.map((seed) => {
    const f = ctx.faker(`video:account:${seed.accountId}`);
    const scope = agentScope(seed.agentId);
    const communities = ctx.communities.filter((c) => scope.has(c.agentId)).slice(0, 3);
    const devices: CloudDevice[] = communities.flatMap((c) =>
      f.helpers.arrayElements(CAMERA_SPOTS, { min: 1, max: 3 }).map((spot) => ({
        deviceSerial: `${f.helpers.arrayElement(['D', 'E', 'F'])}${f.string.numeric(8)}`,
        deviceName: `${c.depName}${spot}`,
        channelNo: 1,
        status: f.datatype.boolean(0.85) ? 1 : 0,
        model: f.helpers.arrayElement(MODELS),
        depId: c.depId,
        depName: c.depName,
      })),
    );
    const account: CloudAccount = {
      accountId: seed.accountId,
      username: seed.username,
      password: seed.password,
      phone: seed.phone,
      appKey: hex(f, 32),
      secret: hex(f, 32),
      status: seed.status,
      accessToken: `at.${f.string.alphanumeric(16).toLowerCase()}-${f.string.alphanumeric(10).toLowerCase()}`,
      deviceCount: devices.length,
    };
    return { seed, account, devices };
  });

  const channels = new Map<number, ChannelRow[]>();
  function channelsOf(c: CommunityRecord): ChannelRow[] {
    let rows = channels.get(c.depId);
    if (!rows) {
      const f = ctx.faker(`video:channels:${c.depId}`);
      const ip = `192.168.${c.depId % 250}.${f.number.int({ min: 10, max: 60 })}`;
      rows = f.helpers.arrayElements(CAMERA_SPOTS, { min: 2, max: 5 }).map((spot, i) => ({
        channel: {
          channel_id: c.depId * 100 + i + 1,
          channel_name: spot,
          channel_no: i + 1,
          nvr_ip: ip,
          nvr_port: 8000,
          status: f.datatype.boolean(0.9) ? 1 : 0,
        },
        updatedAt: seededAt - f.number.int({ min: 60_000, max: 30 * DAY_MS }),
      }));
      channels.set(c.depId, rows);
    }
    return rows;
  }

  /** Set through POST /__mock/cloud-accounts: only these seeded accounts exist (null = all). */
  let onlyAccountIds: readonly number[] | null = null;
  const visibleAccounts = (agentId: string) => {
    const lineage = agentLineage(agentId);
    const scope = agentScope(agentId);
    return accounts.filter(
      (a) =>
        (lineage.has(a.seed.agentId) || scope.has(a.seed.agentId)) &&
        (onlyAccountIds === null || onlyAccountIds.includes(a.seed.accountId)),
    );
  };

  return {
    /** Seeded account ids (the control endpoint's choices). */
    accountIds(): number[] {
      return accounts.map((a) => a.seed.accountId);
    },

    /** Keeps only the given seeded accounts (tests of 0 / 1 / several accounts); null restores all. */
    limitAccounts(ids: readonly number[] | null): void {
      onlyAccountIds = ids === null ? null : [...ids];
    },

    /** Accounts of the user's agent, the agents below it and above it; platform default first. */
    accounts(agentId: string): CloudAccount[] {
      return visibleAccounts(agentId)
        .sort((a, b) => b.seed.status - a.seed.status || a.seed.accountId - b.seed.accountId)
        .map((a) => ({ ...a.account }));
    },

    /** Devices of one visible account, or undefined. */
    devices(agentId: string, accountId: number): CloudDevice[] | undefined {
      return visibleAccounts(agentId)
        .find((a) => a.seed.accountId === accountId)
        ?.devices.map((d) => ({ ...d }));
    },

    /** Communities (of the given ones) with channels changed after `since`, with those channels. */
    changedChannels(communities: CommunityRecord[], since: number): DepChannels[] {
      return communities.flatMap((c) => {
        const changed = channelsOf(c).filter((r) => r.updatedAt > since);
        return changed.length
          ? [{ dep_id: c.depId, dep_name: c.depName, channels: changed.map((r) => ({ ...r.channel })) }]
          : [];
      });
    },

    /** Login mark and video-service token derived from the session token (stable per session). */
    credentials(sessionToken: string): { loginMark: string; token: string } {
      const digest = createHash('md5').update(`video:${sessionToken}`).digest('hex');
      return { loginMark: digest.slice(0, 8), token: `vt_${digest.slice(8, 24)}` };
    },
  };
}

export type VideoDomain = ReturnType<typeof createVideo>;
