/**
 * Shipment calls (issue 5 item 5): a contract's shipments for its parties and staff, and the staff console's writes
 * (booking, status, containers, tracking events, CSV import, telex release) and list. Every key starts with
 * SHIPMENTS_KEY, so one write refreshes the panel and the staff list; the contract is refreshed too (its order
 * state shows the shipping progress).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type {
  TContainerInput,
  TContractShipments,
  TShipment,
  TShipmentEventsImportResult,
  TShipmentStatus,
  TStaffShipmentRow,
  TTrackingRefreshResult,
} from '@scrapbridge/domain/orders/shipment';
import { api } from '#lib/api-client.ts';

export const SHIPMENTS_KEY = ['shipments'] as const;

/** Field errors are shown on the fields by the forms themselves. */
const FORM_QUIET = [ErrorCode.Validation] as const;

const enc = encodeURIComponent;

export function useContractShipments(contractId: string) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'contract', contractId] as const,
    queryFn: ({ signal }) => api.data<TContractShipments>(`/contract/${enc(contractId)}/shipments`, { signal, quiet: [ErrorCode.NotFound] }),
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
    queryKey: [...SHIPMENTS_KEY, 'staff', f.status ?? '', f.keyword, f.pageNum, f.pageSize] as const,
    queryFn: ({ signal }) =>
      api.data<{ rows: TStaffShipmentRow[]; total: number }>('/admin/shipments', {
        query: { status: f.status, keyword: f.keyword.trim() || undefined, pageNum: f.pageNum, pageSize: f.pageSize },
        signal,
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
  | { kind: 'addEvent'; shipmentId: string; body: { occurredAt: string; code: string; location: string; description: string; containerNo: string } }
  | { kind: 'telexRelease'; shipmentId: string };

function send(w: TWrite): Promise<TShipment> {
  switch (w.kind) {
    case 'create':
      return api.data<TShipment>(`/admin/contract/${enc(w.contractId)}/shipment`, { method: 'POST', body: w.body, quiet: FORM_QUIET });
    case 'update':
      return api.data<TShipment>(`/admin/shipment/${enc(w.shipmentId)}`, { method: 'PUT', body: w.body, quiet: FORM_QUIET });
    case 'addContainer':
      return api.data<TShipment>(`/admin/shipment/${enc(w.shipmentId)}/container`, { method: 'POST', body: w.body, quiet: FORM_QUIET });
    case 'editContainer':
      return api.data<TShipment>(`/admin/container/${enc(w.containerId)}`, { method: 'PUT', body: w.body, quiet: FORM_QUIET });
    case 'removeContainer':
      return api.data<TShipment>(`/admin/container/${enc(w.containerId)}`, { method: 'DELETE' });
    case 'addEvent':
      return api.data<TShipment>(`/admin/shipment/${enc(w.shipmentId)}/event`, { method: 'POST', body: w.body, quiet: FORM_QUIET });
    case 'telexRelease':
      return api.data<TShipment>(`/admin/shipment/${enc(w.shipmentId)}/telex-release`, { method: 'POST' });
  }
}

/** Every staff write of a shipment; the answer is the shipment as it is now. */
export function useShipmentWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (s) => {
      void queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['contract', s.contractId] });
    },
  });
}

export function useImportShipmentEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { shipmentId: string; csv: string; tzOffsetMinutes: number }) =>
      api.data<TShipmentEventsImportResult>(`/admin/shipment/${enc(v.shipmentId)}/events/import`, {
        method: 'POST',
        body: { csv: v.csv, tzOffsetMinutes: v.tzOffsetMinutes },
        quiet: FORM_QUIET,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY }),
  });
}

/**
 * Staff's "fetch from carrier": the carrier's new events go on the timeline (TRACKING_PROVIDER). A refusal (tracking
 * off, no reference, carrier down) is a 1000 whose message says why; the default error toast shows it.
 */
export function useRefreshTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { shipmentId: string }) =>
      api.data<TTrackingRefreshResult>(`/admin/shipment/${enc(v.shipmentId)}/tracking/refresh`, { method: 'POST' }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['contract', r.shipment.contractId] });
    },
  });
}
