// Images the seeded data points at (agent logos, avatar, login background), drawn as SVG so the
// repository carries no binary assets for them.
import type { FastifyInstance } from 'fastify';
import { AGENTS } from '../store/agents.js';

const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#fa8c16', '#52c41a'];

function logoSvg(text: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
}

export async function staticAssets(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/static/logo/agent-:id.svg', async (request, reply) => {
    const index = AGENTS.findIndex((a) => a.agentId === request.params.id);
    if (index < 0) return reply.code(404).send({ code: '404', message: '图片不存在' });
    const agent = AGENTS[index]!;
    return reply
      .type('image/svg+xml')
      .send(logoSvg(agent.agentName.slice(0, 1), PALETTE[index % PALETTE.length]!));
  });
  app.get('/api/static/avatar/default.svg', async (_request, reply) =>
    reply.type('image/svg+xml').send(logoSvg('用', '#8c8c8c')),
  );
  app.get('/api/static/bg/login.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a5b"/><stop offset="1" stop-color="#1677ff"/></linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/></svg>',
      ),
  );
}
