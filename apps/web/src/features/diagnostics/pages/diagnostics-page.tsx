/**
 * §2 /test: a connection and diagnostics page for support. It checks what support asks a user about first — the API
 * answers and how fast, which server version, whether the browser's clock agrees with the server's, whether live
 * updates get through, whether this browser keeps storage and cookies — shows the market, language and unit in use,
 * and puts it all in a plain-text report the user copies into a message to support. Plain React (no antd): it must
 * work when little else does.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_API_VERSION } from '@scrapbridge/domain/constants';
import { liveRoutes } from '@scrapbridge/domain/contract/routes/live';
import { systemRoutes } from '@scrapbridge/domain/contract/routes/system';
import { requestRoute, routeUrl } from '#lib/route-client.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { readLang, readMarketType, readUnits } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { formatReport, measureClock, rttLevel, skewLevel, type TPingSample, type TReportLine } from '../lib/diagnostics.ts';
import './diagnostics-page.css';

const PINGS = 3;
const LIVE_TIMEOUT_MS = 8000;

type TServer = { version: string; database: string; startedAt: string; serverTime: string };
type TResult = {
  at: Date;
  api: { ok: true; rttMs: number; skewMs: number; server: TServer } | { ok: false; message: string };
  live: 'ok' | 'fail' | 'pending';
  localStorage: boolean;
  cookies: boolean;
};

async function pingServer(): Promise<TResult['api']> {
  const samples: TPingSample[] = [];
  let server: TServer | null = null;
  let message = '';
  for (let i = 0; i < PINGS; i += 1) {
    const sentAt = Date.now();
    const result = await requestRoute(systemRoutes.ping, {}, { quiet: true });
    const receivedAt = Date.now();
    if (!result.success) {
      message = result.msg || String(result.code);
      break;
    }
    server = result.data;
    samples.push({ sentAt, receivedAt, serverTime: Date.parse(result.data.serverTime) });
  }
  const clock = measureClock(samples);
  return server && clock ? { ok: true, ...clock, server } : { ok: false, message };
}

/** Opens a stream of its own and waits for the server's `ready`: proof that live updates reach this browser. */
function probeLive(): Promise<'ok' | 'fail'> {
  if (typeof EventSource === 'undefined') return Promise.resolve('fail');
  return new Promise((resolve) => {
    const source = new EventSource(routeUrl(liveRoutes.stream, {}), { withCredentials: true });
    const done = (r: 'ok' | 'fail') => {
      clearTimeout(timer);
      source.close();
      resolve(r);
    };
    const timer = setTimeout(() => done('fail'), LIVE_TIMEOUT_MS);
    source.addEventListener('ready', () => done('ok'));
    source.addEventListener('end', () => done('fail'));
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) done('fail');
    };
  });
}

function storageWorks(): boolean {
  try {
    const key = 'sb-diagnostics';
    window.localStorage.setItem(key, '1');
    const ok = window.localStorage.getItem(key) === '1';
    window.localStorage.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

function cookiesWork(): boolean {
  if (!navigator.cookieEnabled) return false;
  document.cookie = 'sb-diagnostics=1; path=/; SameSite=Lax';
  const ok = document.cookie.includes('sb-diagnostics=1');
  document.cookie = 'sb-diagnostics=; path=/; max-age=0; SameSite=Lax';
  return ok;
}

export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [result, setResult] = useState<TResult | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    const base = { at: new Date(), localStorage: storageWorks(), cookies: cookiesWork() };
    setResult((prev) => (prev ? { ...prev, ...base, live: 'pending' } : null));
    const [api, live] = await Promise.all([pingServer(), probeLive()]);
    setResult({ ...base, api, live });
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const seconds = (ms: number) => (Math.abs(ms) / 1000).toFixed(1);
  const lines: (TReportLine & { key: string })[] = [];
  if (result) {
    const { api } = result;
    if (api.ok) {
      lines.push({ key: 'api', label: t('site.diagnostics.api'), value: t('site.diagnostics.apiOk', { ms: api.rttMs }), level: rttLevel(api.rttMs) });
      lines.push({ key: 'server', label: t('site.diagnostics.server'), value: t('site.diagnostics.serverValue', { version: api.server.version, database: api.server.database, since: new Date(api.server.startedAt).toLocaleString() }) });
      const skew = Math.abs(api.skewMs) < 1000 ? t('site.diagnostics.clockSame') : t(api.skewMs > 0 ? 'site.diagnostics.clockAhead' : 'site.diagnostics.clockBehind', { s: seconds(api.skewMs) });
      lines.push({ key: 'clock', label: t('site.diagnostics.clock'), value: `${skew} (${t('site.diagnostics.serverTime')} ${new Date(api.server.serverTime).toISOString()})`, level: skewLevel(api.skewMs) });
    } else {
      lines.push({ key: 'api', label: t('site.diagnostics.api'), value: t('site.diagnostics.apiFailed', { reason: api.message || '—' }), level: 'fail' });
    }
    lines.push({
      key: 'live',
      label: t('site.diagnostics.live'),
      value: t(`site.diagnostics.live_${result.live}`),
      level: result.live === 'ok' ? 'ok' : result.live === 'pending' ? 'pending' : 'warn',
    });
    lines.push({ key: 'storage', label: t('site.diagnostics.storage'), value: t(result.localStorage ? 'site.diagnostics.works' : 'site.diagnostics.blocked'), level: result.localStorage ? 'ok' : 'fail' });
    lines.push({ key: 'cookies', label: t('site.diagnostics.cookies'), value: t(result.cookies ? 'site.diagnostics.works' : 'site.diagnostics.blocked'), level: result.cookies ? 'ok' : 'fail' });
  }
  const market = readMarketType();
  lines.push({ key: 'market', label: t('site.diagnostics.market'), value: t(market === 'cn' ? 'shell.market.cnLong' : 'shell.market.intlLong') });
  lines.push({ key: 'lang', label: t('site.diagnostics.language'), value: readLang() === 'zh' ? '中文 (zh)' : 'English (en)' });
  lines.push({ key: 'unit', label: t('site.diagnostics.unit'), value: readUnits().weightUnit });
  if (user) lines.push({ key: 'account', label: t('site.diagnostics.account'), value: [user.email ?? user.phoneNumber ?? '', `#${user.id}`].filter(Boolean).join(' ') });
  lines.push({ key: 'app', label: t('site.diagnostics.app'), value: CLIENT_API_VERSION });
  lines.push({ key: 'browser', label: t('site.diagnostics.browser'), value: navigator.userAgent });
  lines.push({ key: 'screen', label: t('site.diagnostics.screen'), value: `${window.innerWidth} × ${window.innerHeight} (${window.devicePixelRatio}x)` });
  lines.push({ key: 'online', label: t('site.diagnostics.network'), value: t(navigator.onLine ? 'site.diagnostics.online' : 'site.diagnostics.offline'), level: navigator.onLine ? 'ok' : 'fail' });

  const copy = async () => {
    const text = formatReport(t('site.diagnostics.reportTitle', { brand: t('common.brand') }), result?.at ?? new Date(), lines);
    try {
      await navigator.clipboard.writeText(text);
      void toast('success', t('site.diagnostics.copied'));
    } catch {
      // Without clipboard access (an http address, a refused permission) the text is shown to copy by hand.
      window.prompt(t('site.diagnostics.copyByHand'), text);
    }
  };

  return (
    <section className="sb-diagnostics" data-testid="diagnostics-page" aria-labelledby="diagnostics-title">
      <header className="sb-diagnostics-head">
        <h1 id="diagnostics-title">{t('site.diagnostics.title')}</h1>
        <p>{t('site.diagnostics.intro')}</p>
        <div className="sb-diagnostics-actions">
          <button type="button" className="sb-btn sb-btn-primary" onClick={() => void copy()} disabled={running || !result} data-testid="diagnostics-copy">
            {t('site.diagnostics.copy')}
          </button>
          <button type="button" className="sb-btn sb-btn-ghost" onClick={() => void run()} disabled={running} data-testid="diagnostics-rerun">
            {running ? t('site.diagnostics.running') : t('site.diagnostics.rerun')}
          </button>
        </div>
      </header>
      <dl className="sb-diagnostics-list" aria-busy={running}>
        {!result && (
          <div className="sb-diagnostics-row" data-level="pending">
            <dt>{t('site.diagnostics.api')}</dt>
            <dd>{t('site.diagnostics.running')}</dd>
          </div>
        )}
        {lines.map((l) => (
          <div key={l.key} className="sb-diagnostics-row" data-testid={`diagnostics-${l.key}`} data-level={l.level ?? 'info'}>
            <dt>{l.label}</dt>
            <dd>
              {l.level && <span className={`sb-diagnostics-badge is-${l.level}`}>{t(`site.diagnostics.level_${l.level}`)}</span>}
              <span className="sb-diagnostics-value">{l.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
