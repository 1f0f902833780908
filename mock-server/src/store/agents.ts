// Agents (the operators that own communities) with their platform branding.

export interface AgentRecord {
  agentId: string;
  agentName: string;
  parentAgentId: string | null;
  platformName: string;
  logo: string;
  /** city the agent serves; communities there belong to it */
  cityId: string | null;
}

export const AGENTS: AgentRecord[] = [
  {
    agentId: '1',
    agentName: '智慧社区运营中心',
    parentAgentId: null,
    platformName: '智慧社区综合服务平台',
    logo: '/api/static/logo/agent-1.svg',
    cityId: null,
  },
  {
    agentId: '2',
    agentName: '广州天河物业服务有限公司',
    parentAgentId: '1',
    platformName: '天河智慧物业平台',
    logo: '/api/static/logo/agent-2.svg',
    cityId: '440100',
  },
  {
    agentId: '3',
    agentName: '深圳南山物业管理有限公司',
    parentAgentId: '1',
    platformName: '南山智慧社区平台',
    logo: '/api/static/logo/agent-3.svg',
    cityId: '440300',
  },
  {
    agentId: '4',
    agentName: '杭州西湖物业服务有限公司',
    parentAgentId: '1',
    platformName: '西湖智慧社区平台',
    logo: '/api/static/logo/agent-4.svg',
    cityId: '330100',
  },
  {
    agentId: '5',
    agentName: '天河北片区服务中心',
    parentAgentId: '2',
    platformName: '天河智慧物业平台',
    logo: '/api/static/logo/agent-2.svg',
    cityId: null,
  },
];

export function agentById(id: string): AgentRecord | undefined {
  return AGENTS.find((a) => a.agentId === id);
}

/** The agent itself and every agent below it. */
export function agentScope(agentId: string): Set<string> {
  const ids = new Set([agentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of AGENTS) {
      if (a.parentAgentId && ids.has(a.parentAgentId) && !ids.has(a.agentId)) {
        ids.add(a.agentId);
        grew = true;
      }
    }
  }
  return ids;
}
