/**
 * /share?askId=&detailId=: a shared ask's public card (§2), with the learn-more banner for visitors without a token.
 * The card comes from the public single-ask call (GET /app-v2/ask/{askId}/pub: live, approved asks only, 404 for any
 * other). Visitors who open the card are asked to sign in (§2, §6); signed-in users go to /view-detail on the line
 * the link named.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import { asksRoutes } from '@scrapbridge/domain/contract/routes/asks';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { requestRoute, routeKey } from '#lib/route-client.ts';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { readUnits } from '#lib/storage.ts';
import { PageHero } from '../components/page-hero.tsx';
import { LearnMoreBanner } from '../components/learn-more-banner.tsx';
import { pick, useLang } from '../lib/use-lang.ts';
import '../site.css';

/** A well-formed id only: anything else is a broken link, answered without a request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /ask/{askId}/pub: the card, or null when the ask is not (or no longer) public. */
function usePublicAskCard(askId: string | null) {
  const input = { params: { askId: askId ?? '' } };
  return useQuery({
    queryKey: routeKey(asksRoutes.publicCard, input),
    queryFn: async ({ signal }) => {
      const result = await requestRoute(asksRoutes.publicCard, input, { signal, quiet: [ErrorCode.NotFound] });
      if (result.success) return result.data;
      if (result.code === ErrorCode.NotFound) return null;
      throw new Error(result.msg);
    },
    enabled: !!askId && UUID.test(askId),
    staleTime: 60_000,
  });
}

/** /view-detail on the line the shared link named when it is one of the ask's lines, else on the first. */
function detailHref(card: TAskCard, detailId: string | null): string {
  const params = new URLSearchParams({ askId: card.askId });
  const line = card.askDetailList.find((d) => d.detailId === detailId) ?? card.askDetailList[0];
  if (line) params.set('detailId', line.detailId);
  return `/view-detail?${params.toString()}`;
}

function weightText(card: TAskCard, lang: TLang): string {
  const lbs = card.market !== 'cn' && readUnits().weightUnit === 'LBS';
  const n = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 3 }).format(lbs ? card.weightLbs : card.weight);
  return `${n} ${lbs ? 'LBS' : 'MT'}`;
}

function ShareCard({ card, lang, detailId }: { card: TAskCard; lang: TLang; detailId: string | null }) {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  const title = pick(lang, card.askNameZh, card.askName) || card.productNames.join(' · ');
  const cover = card.images[0];
  const open = () => {
    if (signedIn) void navigate(detailHref(card, detailId));
    else openLoginDialog('index', 'login');
  };
  const facts: [string, string | null][] = [
    [t('home.asks.category'), card.categoryDict ? pick(lang, card.categoryDict.categoryCn, card.categoryDict.categoryEn) : null],
    [t('home.asks.weight'), weightText(card, lang)],
    [t('home.asks.origin'), card.originCountryDict?.dictLabel ?? null],
    [t('home.asks.loading'), card.loadingCountryDict?.dictLabel ?? null],
  ];
  return (
    <article className="sb-share-card" data-testid="share-card">
      <div className="sb-share-media">
        {cover?.isVideo ? (
          <video src={cover.url} controls playsInline preload="metadata" width={640} height={480} />
        ) : cover ? (
          <img src={cover.url} alt={t('home.asks.photoOf', { name: title })} width={640} height={480} decoding="async" />
        ) : null}
      </div>
      <div className="sb-share-body">
        <p className="sb-share-status">
          {card.statusText}
          {card.tags.map((tag) => (
            <span key={tag} className="sb-tag">
              {t(`home.asks.tags.${tag}`)}
            </span>
          ))}
        </p>
        <h2>{title}</h2>
        {card.productNames.length > 0 && <p className="sb-share-products">{card.productNames.join(' · ')}</p>}
        <dl className="sb-facts">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <p>{pick(lang, card.descriptionsZh, card.descriptions)}</p>
        <button type="button" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="share-open" onClick={open}>
          {signedIn ? t('site.share.viewDetail') : t('site.share.signIn')}
        </button>
      </div>
    </article>
  );
}

export default function SharePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const askId = params.get('askId');
  const query = usePublicAskCard(askId);

  let body;
  if (!askId) body = <p className="sb-empty-state">{t('site.share.missing')}</p>;
  else if (UUID.test(askId) && query.isPending) body = <div className="sb-share-card sb-loading-block" aria-busy="true" />;
  else if (query.isError || !query.data) {
    body = (
      <div className="sb-empty-state" data-testid="share-unavailable">
        <p>{t('site.share.unavailable')}</p>
        <Link className="sb-btn sb-btn-primary" to="/">
          {t('site.share.backHome')}
        </Link>
      </div>
    );
  } else body = <ShareCard card={query.data} lang={lang} detailId={params.get('detailId')} />;

  return (
    <div className="sb-public-page" data-testid="share-page">
      <LearnMoreBanner />
      <PageHero title={t('site.share.title')} />
      <div className="sb-page-body">{body}</div>
    </div>
  );
}
