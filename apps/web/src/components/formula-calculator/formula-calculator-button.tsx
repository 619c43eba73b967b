/**
 * A "Calculator" button that opens the formula calculator in a dialog (issue 17 item 5: "used from the quote form and
 * the price-fixing dialog"). With `onUse`, the answer can be put into the form's field; the dialog then closes.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { AppDialog } from '../app-dialog.tsx';

const FormulaCalculator = lazy(async () => ({ default: (await import('./formula-calculator.tsx')).FormulaCalculator }));

export function FormulaCalculatorButton({ onUse, size = 'small' }: { onUse?: (value: string) => void; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<CalculatorOutlined />} onClick={() => setOpen(true)} data-testid="open-calculator">
        {t('aiTools.calculator.open')}
      </Button>
      <AppDialog open={open} onClose={() => setOpen(false)} title={t('aiTools.calculator.title')} wide>
        <Suspense fallback={<Spin />}>
          <FormulaCalculator
            onUse={
              onUse
                ? (value) => {
                    onUse(value);
                    setOpen(false);
                  }
                : undefined
            }
          />
        </Suspense>
      </AppDialog>
    </>
  );
}
