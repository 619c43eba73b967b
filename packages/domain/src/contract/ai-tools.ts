import {
  ZCableEstimate,
  ZCableRequest,
  ZFormulaRequest,
  ZFormulaResult,
  ZJacketPrint,
  ZJacketPrintRequest,
  ZRecoveryEstimate,
  ZRecoveryRequest,
  ZToolSettlements,
} from '../ai-tools/ai-tools.ts';
import { defineArea } from './define-route.ts';

/**
 * AI tools (issue 17 items 3–5; §1 "a recovery estimator and a cable/wire content estimator", §5 calculator keys):
 * under `/ai-system` with the other AI paths (§7). Public: they need no account and show only exchange settlements
 * that the public futures board already shows, so a visitor can try them (an acquisition page). The web computes
 * with the same domain code and reads only `settlements`; the estimate routes serve other clients (apps, OCR fill).
 */
export const aiToolsContract = defineArea('aiTools', {
  settlements: {
    method: 'GET',
    path: '/ai-system/tools/settlements',
    access: 'public',
    tag: 'ai-tools',
    summary: 'The latest settlement of each exchange series, under the formula calculator’s token names (public)',
    response: ZToolSettlements,
  },
  recovery: {
    method: 'POST',
    path: '/ai-system/tools/recovery',
    access: 'public',
    tag: 'ai-tools',
    summary: 'Recovery estimate: expected metal recovery % and tonnes of a lot by grade, valued at the latest settlement (public)',
    description: 'Bad input: 1000 naming the field. Recovery factors are documented ranges (packages/domain/src/ai-tools/recovery.ts).',
    body: ZRecoveryRequest,
    response: ZRecoveryEstimate,
  },
  cable: {
    method: 'POST',
    path: '/ai-system/tools/cable',
    access: 'public',
    tag: 'ai-tools',
    summary: 'Cable/wire content estimate from geometry and densities: metal mass fraction, metal tonnes and value (public)',
    description: 'Bad input (an unreadable AWG size included): 1000 naming the field.',
    body: ZCableRequest,
    response: ZCableEstimate,
  },
  jacketPrint: {
    method: 'POST',
    path: '/ai-system/tools/jacket-print',
    access: 'public',
    tag: 'ai-tools',
    summary: 'Reads a cable jacket print ("3×2.5 mm² H07RN-F", "4G1.5", "12 AWG") into the cable estimator’s inputs (public)',
    description: '1834 when the print names no cross-section.',
    body: ZJacketPrintRequest,
    response: ZJacketPrint,
  },
  formula: {
    method: 'POST',
    path: '/ai-system/tools/formula',
    access: 'public',
    tag: 'ai-tools',
    summary: 'Evaluates a price formula (digits, point, %, brackets, + − × ÷, LME/COMEX/… and Cu% … tokens) at the latest settlements (public)',
    description: 'A formula that cannot be read: 1000 naming `formula`. 1830 when a token’s series has no settlement yet.',
    body: ZFormulaRequest,
    response: ZFormulaResult,
  },
});
