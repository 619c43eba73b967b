/**
 * Shipment calls (issue 5 item 5): a contract's shipments for its parties and staff, and the staff console's writes
 * (booking, status, containers, tracking events, CSV import, telex release) and list, through the typed client
 * (lib/route-client.ts). One write refreshes the shipments area (the panel and the staff list); the contract is
 * refreshed too (its order state shows the shipping progress).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentsRoutes } from '@scrapbridge/domain/contract/routes/shipments';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContainerInput, TShipmentEventCode, TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';
import { contractKey } from './orders-api.ts';

/** Field errors are shown on the fields by the forms themselves. */
const FORM_QUIET = [ErrorCode.Validation] as const;

export function useContractShipments(contractId: string) {
  return useQuery({
    ...routeQuery(shipmentsRoutes.contractShipments, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
    // Tracking changes a few times a day: an open page (in the foreground) looks again every minute instead of
    // listening to the live stream, which carries negotiation events only.
    refetchInterval: 60_000,
  });
}

export type TStaffShipmentFilters = { status: TShipmentStatus | undefined; keyword: string; pageNum: number; pageSize: number };

export function useStaffShipments(f: TStaffShipmentFilters) {
  return useQuery({
    ...routeQuery(shipmentsRoutes.staffList, {
      query: { status: f.status, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The shipment fields of the booking form, as typed (the domain schema reads blanks as absent). */
export type TShipmentDraftBody = {
  bookingNo: string;
  carrier: string;
  vessel: string;
  billNo: string;
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
};
export type TContainerDraftBody = { containerNo: string; sealNo: string; netWeight: string; grossWeight: string };

type TWrite =
  | { kind: 'create'; contractId: string; body: TShipmentDraftBody & { containers: TContainerDraftBody[] } }
  | { kind: 'update'; shipmentId: string; body: TShipmentDraftBody & { status: TShipmentStatus; correction: boolean } }
  | { kind: 'addContainer'; shipmentId: string; body: TContainerDraftBody | TContainerInput }
  | { kind: 'editContainer'; containerId: string; body: TContainerDraftBody | TContainerInput }
  | { kind: 'removeContainer'; containerId: string }
  | { kind: 'addEvent'; shipmentId: string; body: { occurredAt: string; code: TShipmentEventCode; location: string; description: string; containerNo: string } }
  | { kind: 'telexRelease'; shipmentId: string };

function send(w: TWrite) {
  switch (w.kind) {
    case 'create':
      return callRoute(shipmentsRoutes.create, { params: { contractId: w.contractId }, body: w.body }, { quiet: FORM_QUIET });
    case 'update':
      return callRoute(shipmentsRoutes.update, { params: { shipmentId: w.shipmentId }, body: w.body }, { quiet: FORM_QUIET });
    case 'addContainer':
      return callRoute(shipmentsRoutes.addContainer, { params: { shipmentId: w.shipmentId }, body: w.body }, { quiet: FORM_QUIET });
    case 'editContainer':
      return callRoute(shipmentsRoutes.editContainer, { params: { containerId: w.containerId }, body: w.body }, { quiet: FORM_QUIET });
    case 'removeContainer':
      return callRoute(shipmentsRoutes.removeContainer, { params: { containerId: w.containerId } });
    case 'addEvent':
      return callRoute(shipmentsRoutes.addEvent, { params: { shipmentId: w.shipmentId }, body: w.body }, { quiet: FORM_QUIET });
    case 'telexRelease':
      return callRoute(shipmentsRoutes.telexRelease, { params: { shipmentId: w.shipmentId } });
  }
}

/** Every staff write of a shipment; the answer is the shipment as it is now. */
export function useShipmentWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (s) => {
      void queryClient.invalidateQueries({ queryKey: areaKey('shipments') });
      void queryClient.invalidateQueries({ queryKey: contractKey(s.contractId) });
    },
  });
}

export function useImportShipmentEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { shipmentId: string; csv: string; tzOffsetMinutes: number }) =>
      callRoute(shipmentsRoutes.importEvents, { params: { shipmentId: v.shipmentId }, body: { csv: v.csv, tzOffsetMinutes: v.tzOffsetMinutes } }, { quiet: FORM_QUIET }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('shipments') }),
  });
}

/**
 * Staff's "fetch from carrier": the carrier's new events go on the timeline (TRACKING_PROVIDER). A refusal (tracking
 * off, no reference, carrier down) is a 1000 whose message says why; the default error toast shows it.
 */
export function useRefreshTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { shipmentId: string }) => callRoute(shipmentsRoutes.refreshTracking, { params: { shipmentId: v.shipmentId } }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: areaKey('shipments') });
      void queryClient.invalidateQueries({ queryKey: contractKey(r.shipment.contractId) });
    },
  });
}
