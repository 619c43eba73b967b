import { useState } from 'react';
import type { TCaptchaRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TApiResult } from '#lib/api-client.ts';
import { t } from '#lib/i18n.ts';
import { toast } from '#lib/toast.ts';
import { sendCode, type TCaptchaResponse } from '../api/auth-api.ts';
import { useCountdown } from './use-countdown.ts';

export function useSendCode() {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (request: TCaptchaRequest): Promise<TApiResult<TCaptchaResponse>> => {
    setSending(true);
    const result = await sendCode(request).finally(() => setSending(false));
    if (result.success) {
      countdown.start(result.data.resendAfter);
      void toast('success', t('auth.code.sent', { minutes: Math.max(1, Math.ceil(result.data.expiresIn / 60)) }));
    } else if (result.code === ErrorCode.CodeResendTooSoon) {
      // The server may say how long is left; the button then counts down from there.
      const left = (result.detail as { resendAfter?: unknown } | undefined)?.resendAfter;
      if (typeof left === 'number') countdown.start(left);
    }
    return result;
  };

  return { send, sending, seconds: countdown.seconds };
}
