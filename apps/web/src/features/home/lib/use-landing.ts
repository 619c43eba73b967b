import { useNavigate } from 'react-router';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';

export { formatDay, linkKind, pick, useLang } from '#lib/lang-text.ts';

/**
 * §2: start-free-trial, get-started and view-more go to /quoteList when signed in, else open the login dialog
 * (on its sign-up side for the trial buttons).
 */
export function useTradeEntry() {
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  return {
    signedIn,
    startTrial: () => {
      if (signedIn) void navigate('/quoteList');
      else openLoginDialog('index', 'register');
    },
    viewMore: () => {
      if (signedIn) void navigate('/quoteList');
      else openLoginDialog('index', 'login');
    },
    /** §2 wiki promo: /wiki when signed in, else the login dialog. */
    openWiki: () => {
      if (signedIn) void navigate('/wiki');
      else openLoginDialog('index', 'login');
    },
  };
}

/**
 * Weights: up to 3 decimals (§9), thousands grouped with commas (zh and en write them alike). Done by hand: the first
 * Intl.NumberFormat of a page loads locale data, a long task on a slow phone for a job this small.
 */
export function formatNumber(value: number): string {
  const [int = '0', frac = ''] = Math.abs(value).toFixed(3).replace(/\.?0+$/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

