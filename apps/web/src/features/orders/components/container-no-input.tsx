/** A container number field that checks the ISO 6346 check digit as the user types (the domain's rule). */
import { Input } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { containerNoHint } from '../lib/shipment-view.ts';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
};

export function ContainerNoInput({ value, onChange, testId }: TProps) {
  const { t } = useTranslation();
  const hint = containerNoHint(value);
  const ok = hint.state === 'ok';
  const bad = hint.state === 'checkDigit' || hint.state === 'format';
  return (
    <Input
      value={value}
      // Upper-case as typed: the number is painted that way on the box.
      onChange={(e) => onChange(e.target.value.toUpperCase())}
      maxLength={16}
      placeholder="CSQU3054383"
      autoComplete="off"
      spellCheck={false}
      status={bad ? 'error' : undefined}
      suffix={ok ? <CheckCircleFilled className="sb-ship-ok" aria-label={t('shipments.web.checkDigitOk')} /> : bad ? <CloseCircleFilled className="sb-ship-bad" /> : <span />}
      data-testid={testId}
    />
  );
}

/** The line under the field: the check digit expected, or the format, while the number is wrong. */
export function containerNoHelp(t: (key: string, params?: Record<string, string | number>) => string, value: string): string | undefined {
  const hint = containerNoHint(value);
  if (hint.state === 'checkDigit') return `${t('shipments.errors.containerCheckDigit')} · ${t('shipments.web.checkDigitExpected', { digit: hint.expected ?? '?' })}`;
  if (hint.state === 'format') return t('shipments.errors.containerFormat');
  return undefined;
}
