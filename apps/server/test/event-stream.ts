/**
 * Reads a live stream (`/app-v2/live/stream`, text/event-stream) in a test: every `event:`/`data:` block in arrival
 * order, with `closed` set when the server ends the connection. `close()` aborts it from the client side.
 */
export type TStreamEvent = { event: string; data: Record<string, unknown> | null };

export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: TStreamEvent[] = [];
  const state = { closed: false };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : null });
        }
      }
    } catch {
      // aborted by the test
    }
    state.closed = true;
  })();
  return { res, events, state, close: () => controller.abort() };
}

/** Polls (25 ms) until `what` gives a value, at most `ms`; for events that arrive asynchronously. */
export async function until<T>(what: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
