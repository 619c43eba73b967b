/**
 * /ai-tools — the AI tools (issue 17 items 3–5; §1 "a recovery estimator and a cable/wire content estimator", §5
 * calculator keys) and photo identification (item 1): four tabs, the tab in the URL (?tab=recovery|cable|calculator|identify)
 * so a link opens the right one. Public like the exchange prices the tools read: a visitor can try the estimators and
 * the calculator without an account; identifying photos asks them to sign in.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Tabs } from 'antd';
import { FeatureFrame } from '#components/page-frame.tsx';
import { FormulaCalculator } from '#components/formula-calculator/formula-calculator.tsx';
import { useToolSettlements } from '#components/formula-calculator/use-tool-settlements.ts';
import { CableTab } from '../components/cable-tab.tsx';
import { IdentifyTab } from '../components/identify-tab.tsx';
import { RecoveryTab } from '../components/recovery-tab.tsx';
import '../ai-tools.css';

const TABS = ['recovery', 'cable', 'calculator', 'identify'] as const;
type TTab = (typeof TABS)[number];

export default function AiToolsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { byBasis } = useToolSettlements();
  const param = params.get('tab');
  const tab: TTab = (TABS as readonly string[]).includes(param ?? '') ? (param as TTab) : 'recovery';
  const choose = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p, { replace: true });
  };

  return (
    <FeatureFrame classPrefix="sb-aitools" testId="ai-tools-page" title={t('aiTools.title')} subtitle={t('aiTools.subtitle')}>
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden={false}
        items={[
          { key: 'recovery', label: t('aiTools.tabs.recovery'), children: <RecoveryTab settlements={byBasis} /> },
          { key: 'cable', label: t('aiTools.tabs.cable'), children: <CableTab settlements={byBasis} /> },
          { key: 'calculator', label: t('aiTools.tabs.calculator'), children: <FormulaCalculator /> },
          { key: 'identify', label: t('aiTools.tabs.identify'), children: <IdentifyTab /> },
        ]}
        data-testid="ai-tools-tabs"
      />
      {(tab === 'recovery' || tab === 'cable') && <Alert type="info" showIcon message={t('aiTools.estimateNote')} className="sb-aitools-alert" />}
    </FeatureFrame>
  );
}
