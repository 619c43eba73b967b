import type { TDbOrTx } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from './contract-access.ts';
import { contractDetail } from './get-contract.ts';
import { loadPdfFonts, type TPdfFontSpec } from './contract-pdf-font.ts';
import { renderContractPdf } from './render-contract-pdf.ts';

/**
 * `GET /app-v2/contract/{id}/pdf` — the bilingual contract PDF for its two parties and staff (issue 5: "a third
 * company can neither … nor download anything of a contract": 404 for anyone else), named by its contract number.
 */
export async function getContractPdf(opts: {
  db: TDbOrTx;
  contractId: string;
  viewer: TContractViewer;
  font?: { regular: TPdfFontSpec; bold?: TPdfFontSpec };
  compress?: boolean;
}): Promise<{ fileName: string; pdf: Buffer }> {
  const { contract, side } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const detail = await contractDetail(opts.db, contract, side, opts.viewer.userId);
  const fonts = await loadPdfFonts(opts.font);
  const pdf = await renderContractPdf(detail, fonts, { compress: opts.compress ?? true });
  return { fileName: `${contract.contractNo}.pdf`, pdf };
}
