/**
 * The latest-due-bill check (issue 15 item 1; §9 "latest due bill check 1 s after load, skipped on claim and feedback
 * routes"). Mounted by the app layout for signed-in users as a tiny lazy chunk (no antd): 1 s after a page loads it
 * asks `/claim/queryLatestDueBill`, once per page load; only a hit loads the satisfaction dialog.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LATEST_DUE_BILL_DELAY_MS } from '@scrapbridge/domain/constants';
import { isPromptSkippedPath, type TLatestDueBill } from '@scrapbridge/domain/after-sales/feedback';
import { getAccountDialogState } from '#lib/account-dialogs.ts';
import { fetchLatestDueBill } from '../api/feedback-api.ts';
import { isPromptOff } from '../lib/prompt-flag.ts';

const DueBillDialog = lazy(() => import('./due-bill-dialog.tsx'));

export default function DueBillPromptHost() {
  const location = useLocation();
  const asked = useRef(false);
  const [bill, setBill] = useState<NonNullable<TLatestDueBill> | null>(null);

  useEffect(() => {
    if (asked.current || isPromptSkippedPath(location.pathname) || isPromptOff()) return;
    const timer = window.setTimeout(() => {
      asked.current = true;
      void fetchLatestDueBill()
        .then((found) => {
          // Never over a dialog the account rules (or the user) opened, nor on a route reached meanwhile that skips it.
          if (!found || getAccountDialogState().open !== null || isPromptSkippedPath(window.location.pathname)) return;
          setBill(found);
        })
        .catch(() => undefined);
    }, LATEST_DUE_BILL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  if (!bill) return null;
  return (
    <Suspense fallback={null}>
      <DueBillDialog bill={bill} onDone={() => setBill(null)} />
    </Suspense>
  );
}
