import { useEffect, useState } from 'react';

/** Seconds left before a new code may be requested (from the captcha answer's resendAfter). */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const start = (s: number) => {
    if (s <= 0) return;
    const current = Date.now();
    setNow(current);
    setDeadline(current + s * 1000);
  };
  return { seconds, start };
}
