/** What a failed delivery means for its message: try again later, or never. */
export interface DeliveryFailure {
  permanent: boolean;
  /** The address itself was refused for good (a hard bounce): it gets account mail only from now on. */
  hardBounce: boolean;
  /** What the server or the network said, for the outbox row and the log. */
  reason: string;
}

/** The SMTP commands whose refusal is about this message or its recipient, not the site's own set-up. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Reads an error from the transport (nodemailer's: `responseCode`, `command`, `code`). A 5xx reply
 * to RCPT TO or DATA refuses this message for good; to RCPT TO it also says the address bounces.
 * Everything else is tried again: a 4xx reply, a refused or dropped connection, a timeout, and a
 * 5xx to the greeting, AUTH or MAIL FROM, which says the site's SMTP settings are wrong (fixed by
 * its operator, after which the queued mail still goes) rather than that the message is.
 */
export function deliveryFailureOf(error: unknown): DeliveryFailure {
  const { responseCode, command, code, response, message } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
    response?: string;
    message?: string;
  };
  const reason = (response ?? message ?? code ?? String(error)).slice(0, 500);
  const refusedForGood =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode !== 503 &&
    command !== undefined &&
    MESSAGE_COMMANDS.has(command.toUpperCase());
  return {
    permanent: refusedForGood,
    hardBounce: refusedForGood && command!.toUpperCase() === 'RCPT TO',
    reason,
  };
}
