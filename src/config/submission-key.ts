/**
 * One idempotency key per submission: the same key for as long as the visitor sends the same
 * content (the automatic retry, or their own after an error), a new one as soon as the content
 * changes or the last one was received. The server keeps the key with the stored row and
 * answers a repeat with its first answer (server/functions/idempotency.ts), so a submission
 * that was stored although its answer was lost is never stored twice.
 */
export interface SubmissionKeys {
  /** The key for this content. */
  keyFor(payload: unknown): string;
  /** The submission was received: the next one, whatever its content, is a new message. */
  received(): void;
}

/** 128 random bits as 32 hex digits; getRandomValues also works where randomUUID does not (plain http). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function submissionKeys(): SubmissionKeys {
  let last: { content: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const content = JSON.stringify(payload);
      if (last?.content !== content) last = { content, key: randomKey() };
      return last.key;
    },
    received() {
      last = undefined;
    },
  };
}
