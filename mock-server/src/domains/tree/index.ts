// 小区树（懒加载、高级查询）、小区列表、组织树。
import { defineHandler, requireSession } from '../../contract/define.js';
import { ok0str, ok200 } from '../../contract/envelope.js';
import { AGENTS, type AgentRecord } from '../../store/agents.js';
import {
  buildingNode,
  communityNode,
  filterCommunities,
  pageOf,
  roomNode,
  unitNode,
  visibleCommunities,
} from './tree.js';

const EMPTY = { content: [], totalCount: 0 };

export const handlers = [
  defineHandler('treeList', (ctx) => {
    const { user } = requireSession(ctx);
    const { node, onlyDepFlag, limit = 100, page = 1, provinceId, cityId, districtId, agentId } = ctx.query;
    const { store } = ctx;
    const [kind, rawId] = node.split(':') as [string, string];
    const id = Number(rawId);
    // Every level pages the same way: `limit` per page, totalCount = everything below the node.
    const paged = <T, N>(list: readonly T[], toNode: (item: T) => N) =>
      ok0str({ content: pageOf(list, page, limit).map(toNode), totalCount: list.length });
    if (kind === 'dep' && id === -1) {
      const list = filterCommunities(
        visibleCommunities(store.communities, user),
        { provinceId, cityId, districtId, agentId },
        store.hierarchy,
      );
      return paged(list, (c) => communityNode(c, onlyDepFlag === 1));
    }
    if (kind === 'dep') {
      const community = visibleCommunities(store.communities, user).find((c) => c.depId === id);
      if (!community) return ok0str(EMPTY);
      return paged(store.hierarchy.buildingsOf(id), buildingNode);
    }
    if (kind === 'building') {
      const building = store.hierarchy.buildingById(id);
      return paged(building ? store.hierarchy.unitsOf(id) : [], unitNode);
    }
    const unit = store.hierarchy.unitById(id);
    return paged(unit ? store.hierarchy.roomsOf(id) : [], roomNode);
  }),

  defineHandler('searchTree', (ctx) => {
    const { user } = requireSession(ctx);
    const { limit = 40, lastDepId, ...filter } = ctx.query;
    const matches = filterCommunities(
      visibleCommunities(ctx.store.communities, user),
      filter,
      ctx.store.hierarchy,
    );
    const after = lastDepId === undefined ? matches : matches.filter((c) => c.depId > lastDepId);
    return ok0str({
      content: after.slice(0, limit).map((c) => communityNode(c, false)),
      totalCount: matches.length,
    });
  }),

  defineHandler('listHouse', (ctx) => {
    const { user } = requireSession(ctx);
    const { limit = 100, onlyDepFlag, searchData } = ctx.query;
    const matches = filterCommunities(
      visibleCommunities(ctx.store.communities, user),
      { depName: searchData },
      ctx.store.hierarchy,
    );
    return ok0str({
      content: matches.slice(0, limit).map((c) => communityNode(c, onlyDepFlag === 1)),
      totalCount: matches.length,
    });
  }),

  defineHandler('agentTree', (ctx) => {
    const { user } = requireSession(ctx);
    const own = AGENTS.find((a) => a.agentId === user.agentId);
    return ok200(own ? [agentNode(own)] : []);
  }),
];

function agentNode(a: AgentRecord): {
  agentId: string;
  agentName: string;
  parentAgentId: string | null;
  parentAgentName: string | null;
  treeNodeName: string;
  data: ReturnType<typeof agentNode>[];
} {
  const parent = AGENTS.find((p) => p.agentId === a.parentAgentId);
  return {
    agentId: a.agentId,
    agentName: a.agentName,
    parentAgentId: a.parentAgentId,
    parentAgentName: parent?.agentName ?? null,
    treeNodeName: a.agentName,
    data: AGENTS.filter((c) => c.parentAgentId === a.agentId).map(agentNode),
  };
}
