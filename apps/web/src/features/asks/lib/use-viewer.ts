/**
 * The viewer's language, market in view and weight unit. Market and unit live in localStorage (§3 marketType,
 * weightType); the header changes them together with the cached profile, whose update re-renders every screen
 * through the shell context, so reading them at render time stays current.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType, readUnits } from '#lib/storage.ts';
import { recordAskClick } from '../api/asks-api.ts';
import type { TCardView } from '#components/ask-card-model.ts';

export type TViewer = { lang: TLang; market: TMarket; unit: TWeightUnit };

/** Market in view and weight unit from what is stored and the profile (the China market is always in MT). */
export function viewerMarketUnit(userWeightType: TWeightUnit | undefined): { market: TMarket; unit: TWeightUnit } {
  const market = readMarketType();
  const stored = readUnits().weightUnit;
  return { market, unit: market === 'cn' ? 'MT' : (stored ?? userWeightType ?? 'MT') };
}

export function useViewer(): TViewer {
  const { i18n } = useTranslation();
  // Subscribing to the shell context is what re-renders on a market or unit change.
  const { user } = useShellContext();
  return { lang: i18n.language === 'zh' ? 'zh' : 'en', ...viewerMarketUnit(user?.weightType) };
}

/** A card click: count it (§7 POST /user/event/ask_click, not for one's own asks), then open the detail page. */
export function useOpenAsk(): (view: TCardView) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (view: TCardView) => {
      if (!view.mine) void recordAskClick(queryClient, view.askId, new URLSearchParams(view.href.split('?')[1]).get('detailId') ?? undefined);
      void navigate(view.href);
    },
    [navigate, queryClient],
  );
}
