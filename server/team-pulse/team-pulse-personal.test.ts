// @vitest-environment node
/**
 * Personal links, on SQLite and PostgreSQL: a lead lists the members' addresses, the site mails
 * each a link that works once, and the lead never sees one (not in any response, not in the
 * lead's own mail). Once SMTP has taken a member's mail, neither its link nor its address is
 * stored; the server keeps only the hashes of unused codes, and nothing ties a code to the
 * answer it brought. Bad lists are refused with a 400 in the visitor's language, and nothing is
 * stored or mailed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { databaseBackends } from '../test/backends';
import { bodyOf, freePort, startTestServer, TestSmtpServer, waitFor, type TestServer } from '../test/harness';
import { REDACTED_INVITE_BODY } from './links-mail-redaction';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';
const RATINGS = { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 };
const PERSONAL_LINK = /\/teampuls\/svara#([\w-]{43})\.([\w-]{43})/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const backends = await databaseBackends('Team Pulse personal links');

describe.each(backends)('Team Pulse personal links on %s', (_name, databaseUrl) => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    server = await startTestServer({
      databaseUrl: await databaseUrl(),
      smtpUrl: smtp.url,
      siteUrl: 'https://clarity.example',
    });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (path: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: payload as object,
    });

  /** Every stored row of the tables a survey touches, as text. */
  async function everyRow(): Promise<string> {
    const tables = [
      'team_surveys',
      'team_answers',
      'team_answer_keys',
      'team_invites',
      'outbox',
      'idempotency_keys',
    ] as const;
    const rows = await Promise.all(tables.map((table) => server.db.selectFrom(table).selectAll().execute()));
    return JSON.stringify(rows);
  }

  /** What is stored now: surveys and mails (a refusal must leave both as they were). */
  async function storedCounts() {
    const surveys = await server.db.selectFrom('team_surveys').select('id').execute();
    const mails = await server.db.selectFrom('outbox').select('id').execute();
    const invites = await server.db.selectFrom('team_invites').select('code_hash').execute();
    return { surveys: surveys.length, mails: mails.length, invites: invites.length, received: smtp.received.length };
  }

  it('mails five personal links the lead never sees; each works once; no address is kept after delivery', async () => {
    const tag = randomBytes(3).toString('hex');
    const lead = `lead-${tag}@exempel.se`;
    // The lead's own address is among them; the last one is a duplicate of the first.
    const members = [
      `ada-${tag}@exempel.se`,
      `bo-${tag}@exempel.se`,
      `cy-${tag}@exempel.se`,
      `di-${tag}@exempel.se`,
      lead,
      ` ADA-${tag}@Exempel.se `,
    ];
    const others = members.slice(0, 4);
    const created = await post('create', { email: lead, locale: 'sv', threshold: 3, members });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ ok: boolean; resultsToken: string; invited: number; shareToken?: string }>();
    expect(body).toEqual({ ok: true, resultsToken: expect.any(String), invited: 5 });

    // Five personal mails, one per mailbox, each with its own link; and the lead's links mail.
    const invites = await waitFor(() => {
      const found = smtp.received.filter((mail) => mail.raw.includes(tag) && PERSONAL_LINK.test(bodyOf(mail.raw)));
      return found.length === 5 ? found : undefined;
    });
    expect(invites.map((mail) => mail.to[0].toLowerCase()).sort()).toEqual(
      [...others, lead].map((a) => a.toLowerCase()).sort(),
    );
    const links = invites.map((mail) => PERSONAL_LINK.exec(bodyOf(mail.raw))!);
    const share = links[0][1];
    const codes = links.map((link) => link[2]);
    expect(new Set(codes).size).toBe(5);
    expect(links.every((link) => link[1] === share)).toBe(true);
    const leadMail = await waitFor(() =>
      smtp.received.find((mail) => mail.to.includes(lead) && !invites.includes(mail)),
    );
    // What reached the lead: neither the codes nor even the share token half of the links.
    for (const secret of [share, ...codes]) {
      expect(created.body).not.toContain(secret);
      expect(leadMail.raw).not.toContain(secret);
    }

    // After delivery: no member's address and no code, anywhere in the rows; the mails' notes remain.
    await waitFor(async () => {
      const rows = await server.db
        .selectFrom('outbox')
        .select('body')
        .where('kind', '=', 'team-survey-invite')
        .where('to_address', '=', '')
        .execute();
      return rows.filter((row) => row.body === REDACTED_INVITE_BODY).length >= 5 || undefined;
    });
    const afterDelivery = (await everyRow()).toLowerCase();
    for (const address of others) expect(afterDelivery).not.toContain(address.toLowerCase());
    for (const code of codes) expect(afterDelivery).not.toContain(code);
    // Only the hashes of the unused codes: all five now.
    const unused = async () =>
      (await server.db.selectFrom('team_invites').select('code_hash').execute()).map((row) => row.code_hash).sort();
    expect(await unused()).toEqual(codes.map(sha256).sort());

    // A link alone without its code answers nothing; each link once; the member is told how many were invited.
    expect((await post('invitation', { token: share })).statusCode).toBe(410);
    expect((await post('answer', { token: share, answerKey: newAnswerKey(), answers: RATINGS })).statusCode).toBe(410);
    for (const [i, code] of codes.entries()) {
      const opened = await post('invitation', { token: share, code, locale: 'en' });
      expect(opened.json()).toMatchObject({ ok: true, survey: { invited: 5, threshold: 3 } });
      const answered = await post('answer', {
        token: share,
        code,
        answerKey: newAnswerKey(),
        answers: { ...RATINGS, team_q1: 1 + i },
      });
      expect(answered.statusCode).toBe(200);
      // Spent: its hash is gone, the other unused ones stay.
      expect(await unused()).toEqual(
        codes
          .slice(i + 1)
          .map(sha256)
          .sort(),
      );
      const again = await post('answer', {
        token: share,
        code,
        answerKey: newAnswerKey(),
        answers: RATINGS,
        locale: 'en',
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        ok: false,
        message: expect.stringMatching(/^This personal link has already been used/),
      });
      const reopened = await post('invitation', { token: share, code, locale: 'sv' });
      expect(reopened.statusCode).toBe(410);
      expect(reopened.json()).toEqual({
        ok: false,
        message: expect.stringMatching(/^Den här personliga länken har redan använts/),
      });
    }
    const results = await post('results', { token: body.resultsToken });
    expect(results.json()).toMatchObject({ ok: true, survey: { count: 5, invited: 5 } });

    // Unlinkable: the answers' rows hold no code or code hash, only the day, and a random id.
    const answers = await server.db.selectFrom('team_answers').selectAll().execute();
    const stored = JSON.stringify(answers);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(sha256(code));
    }
    expect(new Set(answers.flatMap((row) => Object.keys(row)))).toEqual(
      new Set(['survey_id', 'id', 'answered_on', 'answers', 'shown']),
    );
    expect(answers.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.answered_on))).toBe(true);
  });

  it('refuses a bad list with a 400 in the visitor’s language, naming the invalid addresses; nothing stored or mailed', async () => {
    const tag = randomBytes(3).toString('hex');
    const lead = `refused-${tag}@exempel.se`;
    const valid = (n: number) => Array.from({ length: n }, (_, i) => `m${i}-${tag}@exempel.se`);
    const before = await storedCounts();
    const cases: Array<[object, RegExp]> = [
      [
        { locale: 'en', members: [...valid(4), 'not-an-address', 'ada@@exempel'] },
        /^These are not valid e-mail addresses: not-an-address, ada@@exempel\./,
      ],
      [{ locale: 'sv', members: [...valid(4), 'fel'] }, /^Det här är ingen giltig e-postadress: fel\./],
      [
        { locale: 'en', members: valid(201) },
        /^You listed 201 different addresses; one survey can invite at most 200\./,
      ],
      [
        { locale: 'sv', threshold: 5, members: [...valid(4), valid(1)[0].toUpperCase()] },
        /^Du angav 4 olika adresser\. Ange minst 5/,
      ],
      [{ locale: 'en', threshold: 3, members: valid(1) }, /^You listed one address\. List at least 3/],
    ];
    for (const [input, message] of cases) {
      const reply = await post('create', { email: lead, ...input });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(message);
    }
    // Not a list of strings: refused like any malformed field.
    for (const members of ['ada@exempel.se', [1, 2, 3], [{ to: 'ada@exempel.se' }]])
      expect((await post('create', { email: lead, locale: 'en', members })).statusCode).toBe(400);
    expect(await storedCounts()).toEqual(before);
    // 200 is allowed (and fits the body limit).
    const most = await post('create', { email: lead, locale: 'en', members: valid(200) });
    expect(most.json()).toMatchObject({ ok: true, invited: 200 });
  });
});
