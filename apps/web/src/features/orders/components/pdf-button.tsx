/** Downloads the bilingual contract PDF (GET /contract/{id}/pdf), saved under the contract number. */
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadContractPdf } from '../api/orders-api.ts';

export function ContractPdfButton({ contractId, contractNo }: { contractId: string; contractNo: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      data-testid="contract-pdf"
      loading={busy}
      onClick={() => {
        setBusy(true);
        // The api client has already told the user why a download failed.
        void downloadContractPdf(contractId, contractNo)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('orders.web.detail.downloadPdf')}
    </Button>
  );
}
