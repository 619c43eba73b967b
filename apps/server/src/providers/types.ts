/**
 * Outbound channels behind interfaces (ARCHITECTURE.md: real adapter + working local provider).
 * The `log` providers write to the server log only; every message is also recorded in the
 * staff-visible outbox by the messenger (providers/messenger.ts), whichever provider delivers it.
 */
export type TMailMessage = { to: string; subject: string; text: string; html?: string };
export type TSmsMessage = { to: string; text: string };

export type TMailProvider = {
  /** Recorded in the outbox: log | smtp. */
  readonly name: string;
  send(message: TMailMessage): Promise<void>;
};

export type TSmsProvider = {
  readonly name: string;
  send(message: TSmsMessage): Promise<void>;
};
