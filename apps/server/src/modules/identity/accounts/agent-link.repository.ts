import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { agentLinks, companies, users } from '../../../db/schema.ts';

/** A user cannot act for more sellers than this (and lists of links stay bounded). */
export const AGENT_LINKS_MAX = 200;

/** The link with the current standing of both parties (canActForSeller decides on it). */
export async function findAgentLink(db: TDbOrTx, agentUserId: string, sellerUserId: string) {
  const rows = await db
    .select({ agentUserId: agentLinks.agentUserId, sellerUserId: agentLinks.sellerUserId, sellerType: users.userType, sellerState: users.userState })
    .from(agentLinks)
    .innerJoin(users, eq(users.id, agentLinks.sellerUserId))
    .where(and(eq(agentLinks.agentUserId, agentUserId), eq(agentLinks.sellerUserId, sellerUserId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertAgentLink(tx: TTx, values: { agentUserId: string; sellerUserId: string; createdBy: string }): Promise<boolean> {
  const rows = await tx.insert(agentLinks).values(values).onConflictDoNothing().returning({ agentUserId: agentLinks.agentUserId });
  return rows.length > 0;
}

export async function deleteAgentLink(tx: TTx, agentUserId: string, sellerUserId: string): Promise<boolean> {
  const rows = await tx
    .delete(agentLinks)
    .where(and(eq(agentLinks.agentUserId, agentUserId), eq(agentLinks.sellerUserId, sellerUserId)))
    .returning({ agentUserId: agentLinks.agentUserId });
  return rows.length > 0;
}

const linkedUser = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  userType: users.userType,
  userState: users.userState,
  createdAt: agentLinks.createdAt,
};

/** The sellers an agent may publish for (primary key order serves it). */
export async function listSellersOfAgent(db: TDbOrTx, agentUserId: string) {
  return db
    .select(linkedUser)
    .from(agentLinks)
    .innerJoin(users, eq(users.id, agentLinks.sellerUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(agentLinks.agentUserId, agentUserId))
    .orderBy(asc(agentLinks.createdAt))
    .limit(AGENT_LINKS_MAX);
}

/** The agents who may publish for a seller (agent_links_seller_idx). */
export async function listAgentsOfSeller(db: TDbOrTx, sellerUserId: string) {
  return db
    .select(linkedUser)
    .from(agentLinks)
    .innerJoin(users, eq(users.id, agentLinks.agentUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(agentLinks.sellerUserId, sellerUserId))
    .orderBy(asc(agentLinks.createdAt))
    .limit(AGENT_LINKS_MAX);
}
