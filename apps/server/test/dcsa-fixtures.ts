/** Test material: DCSA Track & Trace answers of one voyage, shared by the adapter and API tests. */

/**
 * DCSA Track & Trace 2.2 events as a carrier publishes them for one BL (Qingdao → Los Angeles via Busan), with the
 * shapes of the standard: TRANSPORT events on a transportCall, EQUIPMENT events with eventLocation and
 * emptyIndicatorCode, SHIPMENT events on a document; ACT, EST and PLN classifiers.
 */
export function dcsaVoyage(bl: string, boxes: [string, string]) {
  const qingdao = { locationName: 'Qingdao', UNLocationCode: 'CNTAO' };
  const busan = { locationName: 'Busan', UNLocationCode: 'KRPUS' };
  const losAngeles = { locationName: 'Los Angeles', UNLocationCode: 'USLAX' };
  const call = (location: typeof qingdao, voyage: string) => ({
    transportCallID: `tc-${location.UNLocationCode}`,
    carrierServiceCode: 'AAC',
    exportVoyageNumber: voyage,
    UNLocationCode: location.UNLocationCode,
    facilityTypeCode: 'POTE',
    modeOfTransport: 'VESSEL',
    location,
    vessel: { vesselIMONumber: '9321483', vesselName: 'MAERSK ESSEN', vesselFlag: 'DK', vesselCallSignNumber: 'OYGR2', vesselOperatorCarrierCode: 'MAEU', vesselOperatorCarrierCodeListProvider: 'SMDG' },
  });
  const refs = [{ documentReferenceType: 'TRD', documentReferenceValue: bl }];
  const equipment = (id: string, code: string, at: string, box: string, location: typeof qingdao, empty: 'LADEN' | 'EMPTY' = 'LADEN') => ({
    eventID: id,
    eventType: 'EQUIPMENT',
    eventClassifierCode: 'ACT',
    eventCreatedDateTime: at,
    eventDateTime: at,
    equipmentEventTypeCode: code,
    equipmentReference: box,
    ISOEquipmentCode: '22GP',
    emptyIndicatorCode: empty,
    eventLocation: location,
    transportCall: call(location, '245E'),
    documentReferences: refs,
    seals: [{ sealNumber: 'ML-123456', sealSource: 'CAR', sealType: 'WIR' }],
  });
  return [
    {
      eventID: 'e-conf',
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: '2026-11-01T09:00:00+08:00',
      eventDateTime: '2026-11-01T09:00:00+08:00',
      shipmentEventTypeCode: 'CONF',
      documentTypeCode: 'BKG',
      documentID: 'BK2026110001',
    },
    equipment('e-gtin-1', 'GTIN', '2026-11-05T14:10:00+08:00', boxes[0], qingdao),
    equipment('e-gtin-2', 'GTIN', '2026-11-05T15:20:00+08:00', boxes[1], qingdao),
    equipment('e-load-1', 'LOAD', '2026-11-07T03:40:00+08:00', boxes[0], qingdao),
    equipment('e-load-2', 'LOAD', '2026-11-07T04:05:00+08:00', boxes[1], qingdao),
    { eventID: 'e-depa', eventType: 'TRANSPORT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-07T18:00:00+08:00', eventDateTime: '2026-11-07T18:00:00+08:00', transportEventTypeCode: 'DEPA', transportCall: call(qingdao, '245E') },
    // Planned and estimated events are not facts: only the estimated arrival at the POD becomes an ETA.
    { eventID: 'e-pln', eventType: 'TRANSPORT', eventClassifierCode: 'PLN', eventCreatedDateTime: '2026-11-01T00:00:00Z', eventDateTime: '2026-11-24T06:00:00-08:00', transportEventTypeCode: 'ARRI', transportCall: call(losAngeles, '245E') },
    { eventID: 'e-est-old', eventType: 'TRANSPORT', eventClassifierCode: 'EST', eventCreatedDateTime: '2026-11-07T18:00:00+08:00', eventDateTime: '2026-11-24T06:00:00-08:00', transportEventTypeCode: 'ARRI', transportCall: call(losAngeles, '245E') },
    { eventID: 'e-est', eventType: 'TRANSPORT', eventClassifierCode: 'EST', eventCreatedDateTime: '2026-11-10T08:00:00+09:00', eventDateTime: '2026-11-25T23:30:00-08:00', transportEventTypeCode: 'ARRI', transportCall: call(losAngeles, '245E') },
    // A call at the transshipment port: an arrival, but not at the port of discharge.
    { eventID: 'e-arri-busan', eventType: 'TRANSPORT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-09T07:00:00+09:00', eventDateTime: '2026-11-09T07:00:00+09:00', transportEventTypeCode: 'ARRI', transportCall: call(busan, '245E') },
    { eventID: 'e-sur', eventType: 'SHIPMENT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-08T10:00:00+08:00', eventDateTime: '2026-11-08T10:00:00+08:00', shipmentEventTypeCode: 'ISSU', documentTypeCode: 'TRD', documentID: bl },
  ];
}

/** What the carrier adds once the vessel is in: the arrival and discharge at Los Angeles, one box taken away. */
export function dcsaArrival(bl: string, box: string) {
  const losAngeles = { locationName: 'Los Angeles', UNLocationCode: 'USLAX' };
  const call = { transportCallID: 'tc-USLAX', UNLocationCode: 'USLAX', modeOfTransport: 'VESSEL', location: losAngeles, exportVoyageNumber: '245E', vessel: { vesselName: 'MAERSK ESSEN' } };
  return [
    { eventID: 'e-arri-lax', eventType: 'TRANSPORT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-26T01:00:00-08:00', eventDateTime: '2026-11-26T01:00:00-08:00', transportEventTypeCode: 'ARRI', transportCall: call },
    { eventID: 'e-disc', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-26T09:15:00-08:00', eventDateTime: '2026-11-26T09:15:00-08:00', equipmentEventTypeCode: 'DISC', equipmentReference: box, emptyIndicatorCode: 'LADEN', eventLocation: losAngeles, transportCall: call, documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: bl }] },
    { eventID: 'e-gtot', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventCreatedDateTime: '2026-11-28T11:00:00-08:00', eventDateTime: '2026-11-28T11:00:00-08:00', equipmentEventTypeCode: 'GTOT', equipmentReference: box, emptyIndicatorCode: 'LADEN', eventLocation: losAngeles, documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: bl }] },
  ];
}
