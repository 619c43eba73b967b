/**
 * Staff console calls for accounts and trust (admin paths are unprefixed, §7): users, market permissions, agent
 * links, block/unblock, the audit log, and the enterprise-verification and shop review queues. Every call is
 * decided on the server (staff only); the decisions carry the row's version, so a row someone else has decided
 * answers 110801 and the client says "Please refresh and try again" (§8).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TMarket, TMarketPermission } from '@scrapbridge/domain/market';
import type { TShopReviewQuery, TShopReviewRow } from '@scrapbridge/domain/shop';
import type { TAuditLogRow, TStaffUserDetail, TStaffUserRow } from '@scrapbridge/domain/staff-users';
import type { TVerificationQueueQuery, TVerificationReviewed, TVerificationRow } from '@scrapbridge/domain/verification';
import { api } from '#lib/api-client.ts';
import type { TRows } from '#lib/staff-list.tsx';

export const trustKeys = {
  all: ['staff', 'trust'] as const,
  users: ['staff', 'trust', 'users'] as const,
  user: (userId: string) => ['staff', 'trust', 'user', userId] as const,
  audit: ['staff', 'trust', 'audit'] as const,
  verifications: ['staff', 'trust', 'verifications'] as const,
  shops: ['staff', 'trust', 'shops'] as const,
};

/** Staff decisions change users, queues and the audit log at once: read them all again. */
function invalidateTrust(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: trustKeys.all });
}

const pageOpts = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export type TUserFilter = { keyword: string; userState: string; userType: string; pageNum: number; pageSize: number };

export function useStaffUsers(filter: TUserFilter) {
  return useQuery({
    queryKey: [...trustKeys.users, filter] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TStaffUserRow>>('/admin/users', {
        query: { ...filter, keyword: filter.keyword || undefined, userState: filter.userState || undefined, userType: filter.userType || undefined },
        signal,
      }),
    ...pageOpts,
  });
}

export function useStaffUser(userId: string) {
  return useQuery({
    queryKey: trustKeys.user(userId),
    queryFn: ({ signal }) => api.data<TStaffUserDetail>(`/admin/users/${encodeURIComponent(userId)}`, { signal }),
    staleTime: 0,
  });
}

export type TAuditFilter = { action: string; actorUserId: string; targetType: string; targetId: string; pageNum: number; pageSize: number };

export function useAuditLog(filter: TAuditFilter) {
  const blankToUndefined = (v: string) => v || undefined;
  return useQuery({
    queryKey: [...trustKeys.audit, filter] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TAuditLogRow>>('/admin/audit-log', {
        query: {
          pageNum: filter.pageNum,
          pageSize: filter.pageSize,
          action: blankToUndefined(filter.action),
          actorUserId: blankToUndefined(filter.actorUserId),
          targetType: blankToUndefined(filter.targetType),
          targetId: blankToUndefined(filter.targetId),
        },
        signal,
      }),
    ...pageOpts,
  });
}

export function useVerificationQueue(filter: TVerificationQueueQuery) {
  return useQuery({
    queryKey: [...trustKeys.verifications, filter] as const,
    queryFn: ({ signal }) => api.data<TRows<TVerificationRow>>('/admin/verifications', { query: filter, signal }),
    ...pageOpts,
  });
}

export function useShopQueue(filter: TShopReviewQuery) {
  return useQuery({
    queryKey: [...trustKeys.shops, filter] as const,
    queryFn: ({ signal }) => api.data<TRows<TShopReviewRow>>('/admin/shops/review', { query: filter, signal }),
    ...pageOpts,
  });
}

/** One mutation hook for every staff action here: each answers, then everything is read again. */
function useTrustAction<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateTrust(queryClient) });
}

const post = <T>(path: string, body: unknown) => api.data<T>(path, { method: 'POST', body });
const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

export type TReviewInput = { id: string; version: number } & ({ decision: 'approve'; userType?: 'Supplier' | 'Buyer' } | { decision: 'refuse'; reason: string });

export function useReviewVerification() {
  return useTrustAction((input: TReviewInput) => {
    const path = `/admin/verifications/${encodeURIComponent(input.id)}/${input.decision}`;
    return input.decision === 'approve'
      ? post<TVerificationReviewed>(path, { version: input.version, userType: input.userType })
      : post<TVerificationReviewed>(path, { version: input.version, reason: input.reason });
  });
}

export function useReviewShop() {
  return useTrustAction((input: TReviewInput) => {
    const path = `/admin/shops/${encodeURIComponent(input.id)}/${input.decision}`;
    return post<unknown>(path, input.decision === 'approve' ? { version: input.version } : { version: input.version, reason: input.reason });
  });
}

export function useSetMarketPermission() {
  return useTrustAction((input: { userId: string; market: TMarket; permission: 0 | 1 }) =>
    post<TMarketPermission[]>(`${userPath(input.userId)}/market-permissions`, { market: input.market, permission: input.permission }),
  );
}

export function useBlockUser() {
  return useTrustAction((input: { userId: string; block: true; reason: string } | { userId: string; block: false }) =>
    input.block
      ? post<{ revokedSessions: number }>(`${userPath(input.userId)}/block`, { reason: input.reason })
      : post<{ revokedSessions: number }>(`${userPath(input.userId)}/unblock`, {}),
  );
}

/** An agent link: the agent may publish for the seller (§6 Agents). */
export function useAgentLink() {
  return useTrustAction((input: { agentUserId: string; sellerUserId: string; link: boolean }) =>
    input.link
      ? post<unknown>(`${userPath(input.agentUserId)}/agent-for`, { sellerUserId: input.sellerUserId })
      : api.data<unknown>(`${userPath(input.agentUserId)}/agent-for/${encodeURIComponent(input.sellerUserId)}`, { method: 'DELETE' }),
  );
}
