/**
 * "Contact customer service" wherever the product says so (§8: no market permission, no quotation type …): a link to
 * /customer carrying the subject (issue 16 item 2), so the first message is written for the user and staff see what
 * it is about. Any feature may use it (ARCHITECTURE: what features share lives in components/).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { supportLink, type TSupportContext } from '@scrapbridge/domain/support/support';

export function ContactSupportLink(props: { context: TSupportContext; label?: string; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = props.label ?? (props.context.topic === 'market-access' && props.context.market ? t('support.links.requestMarket', { market: t(`support.markets.${props.context.market}`) }) : t('support.links.contact'));
  return (
    <Link to={supportLink(props.context)} className={props.className ?? 'sb-contact-support'} onClick={props.onNavigate} data-testid="contact-support-link">
      {label}
    </Link>
  );
}
