/**
 * The functions' JSON body parser: Fastify's own JSON parsing (with its `__proto__` and
 * `constructor.prototype` refusals), preceded and followed by the checks text bound for a
 * database and a mail needs:
 *   - the bytes must be valid UTF-8 (Fastify's parser would turn bad bytes into U+FFFD);
 *   - no string, key or value, may hold U+0000 (PostgreSQL refuses it in text, SQLite stores it
 *     and cuts the text short in some readers) or a lone UTF-16 surrogate (`"\ud800"` is valid
 *     JSON but no character: it cannot be encoded as UTF-8 in a mail or a row).
 * Any of them is a 400 (`api.error.malformed`) before validation, so nothing is stored.
 */
import type { FastifyInstance } from 'fastify';

const JSON_TYPE = 'application/json';

/** A body the functions refuse; the scope's error handler answers 400 for its status. */
export class UnacceptableTextError extends Error {
  readonly statusCode = 400;
  readonly code = 'CW_UNACCEPTABLE_TEXT';
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's bytes as text, or an error when they are not valid UTF-8 (a leading BOM is dropped). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new UnacceptableTextError('the body is not valid UTF-8');
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isAcceptableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (key or value) in a parsed JSON value that is not acceptable
 * text, or undefined. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnacceptableText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isAcceptableText(current)) return path || '(body)';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isAcceptableText(key)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/** Replaces the scope's JSON parser with the strict one above. */
export function useStrictJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser(JSON_TYPE);
  scope.addContentTypeParser(JSON_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // Called with a callback, the default parser answers through it and returns nothing.
    void parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const where = findUnacceptableText(parsed);
      if (where !== undefined)
        return done(new UnacceptableTextError(`U+0000 or a lone surrogate in ${where}`), undefined);
      done(null, parsed);
    });
  });
}
