// @vitest-environment node
/**
 * The running server's sweep for Team Pulse mails that still hold their secrets after delivery:
 * the outbox redacts a links or invitation mail as it settles, and the sweep catches the ones
 * left behind (the server stopped between the delivery and the redaction). A mail not yet
 * settled keeps its body: it still has to go out.
 */
import { startTestServer, tempSqliteUrl, waitFor } from '../test/harness';
import { REDACTED_INVITE_BODY, REDACTED_LINKS_BODY } from './links-mail-redaction';

const database = tempSqliteUrl();

afterAll(() => database.cleanup());

it('redacts links and invitation mails a stopped server left delivered or failed, and leaves pending ones', async () => {
  // No SMTP: the pending mail stays pending, so only the sweep can change these rows.
  const server = await startTestServer({ databaseUrl: database.url });
  const mail = (id: string, kind: string, status: 'sent' | 'failed' | 'pending', body: string) => ({
    id,
    created_at: '2026-11-20T08:00:00.000Z',
    kind,
    ref_id: `survey-${id}`,
    to_address: `${id}@exempel.se`,
    from_address: 'noreply@clarityworks.se',
    subject: 'Teamundersökning',
    body,
    status,
    next_attempt_at: '2026-11-20T08:00:00.000Z',
    last_error: null,
    sent_at: status === 'sent' ? '2026-11-20T08:00:01.000Z' : null,
  });
  // The outbox as a server that stopped right after delivering left it.
  await server.db
    .insertInto('outbox')
    .values([
      mail('links-sent', 'team-survey-links', 'sent', 'resultat#secret-results-token'),
      mail('links-failed', 'team-survey-links', 'failed', 'resultat#secret-results-token-2'),
      mail('invite-sent', 'team-survey-invite', 'sent', 'svara#secret-invite-code'),
      mail('invite-failed', 'team-survey-invite', 'failed', 'svara#secret-invite-code-2'),
      mail('invite-pending', 'team-survey-invite', 'pending', 'svara#code-still-to-send'),
      mail('enquiry-sent', 'enquiry', 'sent', 'An enquiry, kept as it is'),
    ])
    .execute();
  try {
    const outbox = () => server.db.selectFrom('outbox').select(['id', 'body', 'to_address']).orderBy('id').execute();
    // The sweep empties the bodies first and writes the notes last: wait for the notes.
    const rows = await waitFor(async () => {
      const found = await outbox();
      return found.filter((row) => row.body.startsWith('[')).length === 4 ? found : undefined;
    });
    expect(rows).toEqual([
      { id: 'enquiry-sent', body: 'An enquiry, kept as it is', to_address: 'enquiry-sent@exempel.se' },
      { id: 'invite-failed', body: REDACTED_INVITE_BODY, to_address: '' },
      { id: 'invite-pending', body: 'svara#code-still-to-send', to_address: 'invite-pending@exempel.se' },
      { id: 'invite-sent', body: REDACTED_INVITE_BODY, to_address: '' },
      { id: 'links-failed', body: REDACTED_LINKS_BODY, to_address: 'links-failed@exempel.se' },
      { id: 'links-sent', body: REDACTED_LINKS_BODY, to_address: 'links-sent@exempel.se' },
    ]);
  } finally {
    await server.close();
  }
});
