import { describe, expect, it } from 'vitest';
import { containerNoHint, eventSourceKey, isBackward, localInputToIso, mtValue, nowLocalInput, stepsState } from './shipment-view.ts';

describe('shipment view', () => {
  it('shows the steps reached as finished and the next as waiting', () => {
    expect(stepsState('booked')).toEqual({ current: 0, items: ['wait', 'wait', 'wait'] });
    expect(stepsState('loaded')).toEqual({ current: 0, items: ['finish', 'wait', 'wait'] });
    expect(stepsState('arrived')).toEqual({ current: 1, items: ['finish', 'finish', 'wait'] });
    expect(stepsState('delivered')).toEqual({ current: 2, items: ['finish', 'finish', 'finish'] });
  });

  it('checks a container number as it is typed', () => {
    expect(containerNoHint('')).toEqual({ state: 'empty' });
    expect(containerNoHint('CSQU305')).toEqual({ state: 'typing' });
    expect(containerNoHint('csqu 305438 3')).toEqual({ state: 'ok' });
    expect(containerNoHint('CSQU3054384')).toEqual({ state: 'checkDigit', expected: 3 });
    expect(containerNoHint('CSQA3054383')).toEqual({ state: 'format' });
  });

  it('labels the events staff did not type by where they came from', () => {
    expect(eventSourceKey('carrier')).toBe('shipments.web.sourceCarrier');
    expect(eventSourceKey('csv')).toBe('shipments.web.sourceCsv');
  });

  it('formats weights and reads local times', () => {
    expect(mtValue(19.12345)).toBe('19.12345');
    expect(mtValue(20)).toBe('20');
    expect(isBackward('arrived', 'loaded')).toBe(true);
    expect(isBackward('loaded', 'arrived')).toBe(false);
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso(nowLocalInput(new Date('2026-11-26T08:30:00Z')))).toBe('2026-11-26T08:30:00.000Z');
  });
});
