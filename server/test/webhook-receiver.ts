/**
 * A real local receiver for the owner's webhook that the tests can make fail, stall or refuse:
 * it keeps every attempt and the deliveries it accepted, each with its Idempotency-Key and
 * whether its signature checks out as docs/backend.md tells a receiver to check it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ReceivedDelivery {
  key: string;
  body: string;
  signed: boolean;
}

/** Verifies a delivery exactly as docs/backend.md tells a receiver to. */
function verify(secret: string, request: IncomingMessage, body: string): boolean {
  const timestamp = String(request.headers['x-clarity-timestamp'] ?? '');
  const signature = String(request.headers['x-clarity-signature'] ?? '');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class WebhookReceiver {
  mode: 'fail' | 'stall' | 'ok' | 'refuse' = 'ok';
  readonly attempts: ReceivedDelivery[] = [];
  readonly accepted: ReceivedDelivery[] = [];
  private server: Server | undefined;

  /** `secret`: the one the server signs with (LEAD_WEBHOOK_SECRET). */
  constructor(private readonly secret: string) {}

  async start(port: number) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const received = {
          key: String(request.headers['idempotency-key']),
          body,
          signed: verify(this.secret, request, body),
        };
        this.attempts.push(received);
        if (this.mode === 'stall') return; // Never answers: the sender's timeout must end it.
        if (this.mode === 'fail') return void response.writeHead(500).end('down for maintenance');
        if (this.mode === 'refuse') return void response.writeHead(400).end('unknown payload');
        this.accepted.push(received);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
