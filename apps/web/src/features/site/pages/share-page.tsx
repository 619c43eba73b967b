/**
 * /share?askId=&detailId=: a shared ask's public card (§2; the one listing card, its `share` look), with the
 * learn-more banner for visitors without a token.
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
import { AskCard } from '#components/ask-card.tsx';
import { cardView } from '#components/ask-card-model.ts';
import { requestRoute, routeKey } from '#lib/route-client.ts';
import { signInLink } from '#lib/sign-in-link.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { readUnits } from '#lib/storage.ts';
import { PageHero } from '../components/page-hero.tsx';
import { LearnMoreBanner } from '../components/learn-more-banner.tsx';
import { useLang } from '../lib/use-lang.ts';
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

/** The shared ask as the one listing card (components/ask-card.tsx, its share look) in the viewer's language and unit. */
function SharedAsk({ card, lang, detailId }: { card: TAskCard; lang: TLang; detailId: string | null }) {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  const view = cardView(card, { lang, unit: readUnits().weightUnit, t, place: 'share' });
  const open = () => {
    if (signedIn) void navigate(detailHref(card, detailId));
    // The visitor signs in on /login and lands on this ask's detail (the link alone is what they came with).
    else void navigate(signInLink(detailHref(card, detailId)));
  };
  return <AskCard view={view} place="share" onOpen={open} openLabel={signedIn ? t('site.share.viewDetail') : t('site.share.signIn')} />;
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
  } else body = <SharedAsk card={query.data} lang={lang} detailId={params.get('detailId')} />;

  return (
    <div className="sb-public-page" data-testid="share-page">
      <LearnMoreBanner />
      <PageHero title={t('site.share.title')} />
      <div className="sb-page-body">{body}</div>
    </div>
  );
}
