import type { FastifyRequest } from 'fastify';

/** Who opened a session, kept on the session row so a user (and staff) can recognise their devices. */
export type TClientInfo = { userAgent: string | null; ip: string | null };

/** User agents are client-controlled: bounded so a huge header cannot bloat the sessions table. */
const USER_AGENT_MAX = 512;

export function clientInfo(req: FastifyRequest): TClientInfo {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' && ua ? ua.slice(0, USER_AGENT_MAX) : null, ip: req.ip || null };
}
