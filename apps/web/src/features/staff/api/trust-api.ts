/**
 * Staff console calls for accounts and trust (admin paths are unprefixed, §7): users, market permissions, agent
 * links, block/unblock, the audit log, and the enterprise-verification and shop review queues. Every call is
 * decided on the server (staff only); the decisions carry the row's version, so a row someone else has decided
 * answers 110801 and the client says "Please refresh and try again" (§8).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { shopsRoutes } from '@scrapbridge/domain/contract/routes/shops';
import { staffUsersRoutes } from '@scrapbridge/domain/contract/routes/staff-users';
import { verificationRoutes } from '@scrapbridge/domain/contract/routes/verification';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TShopReviewQuery } from '@scrapbridge/domain/shop';
import type { TVerificationQueueQuery } from '@scrapbridge/domain/verification';
import { areaKey, callRoute, routeKey, routeQuery } from '#lib/route-client.ts';

/**
 * Staff decisions change users, queues and the audit log at once: read them all again (users and the audit log are
 * the staffUsers area, the verification queue its own area, the shop queue the shops area's reviewQueue).
 */
function invalidateTrust(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: areaKey('staffUsers') }),
    queryClient.invalidateQueries({ queryKey: areaKey('verification') }),
    queryClient.invalidateQueries({ queryKey: routeKey(shopsRoutes.reviewQueue).slice(0, 2) }),
  ]);
}

const pageOpts = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export type TUserFilter = { keyword: string; userState: string; userType: string; pageNum: number; pageSize: number };

export function useStaffUsers(filter: TUserFilter) {
  return useQuery({
    ...routeQuery(staffUsersRoutes.list, {
      query: { ...filter, keyword: filter.keyword || undefined, userState: filter.userState || undefined, userType: filter.userType || undefined },
    }),
    ...pageOpts,
  });
}

export function useStaffUser(userId: string) {
  return useQuery({ ...routeQuery(staffUsersRoutes.get, { params: { userId } }), staleTime: 0 });
}

export type TAuditFilter = { action: string; actorUserId: string; targetType: string; targetId: string; pageNum: number; pageSize: number };

export function useAuditLog(filter: TAuditFilter) {
  const blankToUndefined = (v: string) => v || undefined;
  return useQuery({
    ...routeQuery(staffUsersRoutes.auditLog, {
      query: {
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
        action: blankToUndefined(filter.action),
        actorUserId: blankToUndefined(filter.actorUserId),
        targetType: blankToUndefined(filter.targetType),
        targetId: blankToUndefined(filter.targetId),
      },
    }),
    ...pageOpts,
  });
}

export function useVerificationQueue(filter: TVerificationQueueQuery) {
  return useQuery({ ...routeQuery(verificationRoutes.queue, { query: filter }), ...pageOpts });
}

export function useShopQueue(filter: TShopReviewQuery) {
  return useQuery({ ...routeQuery(shopsRoutes.reviewQueue, { query: filter }), ...pageOpts });
}

/** One mutation hook for every staff action here: each answers, then everything is read again. */
function useTrustAction<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateTrust(queryClient) });
}

export type TReviewInput = { id: string; version: number } & ({ decision: 'approve'; userType?: 'Supplier' | 'Buyer' } | { decision: 'refuse'; reason: string });

export function useReviewVerification() {
  return useTrustAction((input: TReviewInput) => {
    const params = { verificationId: input.id };
    return input.decision === 'approve'
      ? callRoute(verificationRoutes.approve, { params, body: { version: input.version, userType: input.userType } })
      : callRoute(verificationRoutes.refuse, { params, body: { version: input.version, reason: input.reason } });
  });
}

export function useReviewShop() {
  return useTrustAction((input: TReviewInput) => {
    const params = { shopId: input.id };
    return input.decision === 'approve'
      ? callRoute(shopsRoutes.approve, { params, body: { version: input.version } })
      : callRoute(shopsRoutes.refuse, { params, body: { version: input.version, reason: input.reason } });
  });
}

export function useSetMarketPermission() {
  return useTrustAction((input: { userId: string; market: TMarket; permission: 0 | 1 }) =>
    callRoute(staffUsersRoutes.setMarketPermission, { params: { userId: input.userId }, body: { market: input.market, permission: input.permission } }),
  );
}

export function useBlockUser() {
  return useTrustAction((input: { userId: string; block: true; reason: string } | { userId: string; block: false }) =>
    input.block
      ? callRoute(staffUsersRoutes.block, { params: { userId: input.userId }, body: { reason: input.reason } })
      : callRoute(staffUsersRoutes.unblock, { params: { userId: input.userId } }),
  );
}

/** An agent link: the agent may publish for the seller (§6 Agents). */
export function useAgentLink() {
  return useTrustAction((input: { agentUserId: string; sellerUserId: string; link: boolean }) =>
    input.link
      ? callRoute(staffUsersRoutes.linkAgent, { params: { agentId: input.agentUserId }, body: { sellerUserId: input.sellerUserId } })
      : callRoute(staffUsersRoutes.unlinkAgent, { params: { agentId: input.agentUserId, sellerUserId: input.sellerUserId } }),
  );
}
