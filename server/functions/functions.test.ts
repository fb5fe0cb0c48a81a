// @vitest-environment node
/**
 * The two functions against a real database: SQLite always, PostgreSQL when it is installed
 * (scripts/ensure-services.sh). Every bad input gets its 4xx and stores nothing.
 */
import { sql } from 'kysely';
import { text } from '../mail/catalog';
import { freePort, startTestServer, submissionCounts, tempSqliteUrl, type TestServer } from '../test/harness';
import { freshPostgresDatabase, hasPostgres, startPostgres, type TestPostgres } from '../test/postgres';

const CONTACT = '/functions/v1/send-contact-email';
const LEAD = '/functions/v1/process-lead';

const validEnquiry = {
  name: 'Åsa Öberg',
  email: 'asa@example.se',
  phone: '070-123 45 67',
  company: 'Exempel AB',
  message: 'Vi vill veta mer om AI Act.\nHör av er!',
  consent: true,
  website: '',
  modules: 'ai-act-governance,roller-kompetens',
};

const validLead = {
  score: 100,
  label: 'ready',
  avg15: 5,
  persona: 'you',
  answers: { you_q1: 4, you_q2: 3, you_q3: 5, you_open1: 'Mer tid till lärande' },
  interest: true,
  locale: 'sv',
  contact: {
    name: 'Per',
    title: 'HR-chef',
    company: 'Exempel AB',
    size: '51-250',
    email: 'per@example.se',
    phone: '',
    cw_followup: 'yes',
    consent: true,
  },
};

function post(server: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const pgPort = await freePort();
let postgres: TestPostgres | undefined;

/** A new, empty database on the suite's PostgreSQL cluster. */
function freshPostgresUrl(): Promise<string> {
  return freshPostgresDatabase(postgres!.url);
}

const backends = [
  { name: 'SQLite', needsPostgres: false },
  { name: 'PostgreSQL', needsPostgres: true },
];

if (!hasPostgres()) {
  console.warn(
    "skipped: no PostgreSQL. Install Debian's postgresql package (scripts/ensure-services.sh does it as root) to run that suite.",
  );
}

afterAll(() => postgres?.stop());

describe.each(hasPostgres() ? backends : backends.filter((b) => !b.needsPostgres))(
  'functions on $name',
  ({ needsPostgres }) => {
    let server: TestServer;
    const freshDatabaseUrl = async () => (needsPostgres ? freshPostgresUrl() : tempSqliteUrl().url);

    beforeAll(async () => {
      if (needsPostgres) postgres ??= startPostgres(pgPort);
      server = await startTestServer({ databaseUrl: await freshDatabaseUrl() });
    }, 60_000);

    afterAll(async () => server?.close());

    beforeEach(async () => {
      for (const table of ['outbox', 'enquiries', 'leads'] as const) await server.db.deleteFrom(table).execute();
    });

    it('stores an enquiry with its modules and queues the notification', async () => {
      const response = await post(server, CONTACT, validEnquiry, { authorization: 'Bearer public-anon-key' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, message: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.' });
      const row = await server.db.selectFrom('enquiries').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Åsa Öberg',
        email: 'asa@example.se',
        company: 'Exempel AB',
        message: 'Vi vill veta mer om AI Act.\nHör av er!',
        modules: 'ai-act-governance,roller-kompetens',
        consent: 1,
        consent_version: 'contact-consent-2026-11',
        locale: 'sv',
        is_spam: 0,
      });
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.now() - Date.parse(row.received_at)).toBeLessThan(60_000);
      const mail = await server.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        kind: 'enquiry',
        ref_id: row.id,
        status: 'pending',
        to_address: server.config.mailTo,
      });
      expect(mail.subject).toBe('Ny förfrågan från Åsa Öberg');
      // Each chosen module by its Swedish title from the catalog, in the order chosen.
      expect(mail.body).toContain(
        `- ${text('sv', 'modules.item.aiActGovernance.title')}\n- ${text('sv', 'modules.item.rolesCompetencies.title')}\n`,
      );
    });

    it('answers in English when the request is English', async () => {
      const response = await post(server, CONTACT, { ...validEnquiry, locale: 'en' });
      expect(response.json().message).toBe('Thank you! Your message has been sent. We will get back to you soon.');
      expect((await server.db.selectFrom('enquiries').select('locale').executeTakeFirstOrThrow()).locale).toBe('en');
    });

    it('stores a lead with the score the server computed, not the one sent', async () => {
      const response = await post(server, LEAD, { ...validLead, persona: 'individual' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const row = await server.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
      // (4 + 3 + 5) / 3 = 4 → (4 − 1) / 4 × 100 = 75 → onTrack
      expect(row).toMatchObject({
        persona: 'you',
        score: 75,
        label: 'onTrack',
        avg15: 4,
        interest: 1,
        followup: 'yes',
        name: 'Per',
        size: '51-250',
        consent: 1,
        email: 'per@example.se',
      });
      expect(JSON.parse(row.answers)).toEqual(validLead.answers);
      // you: q1 understanding 4 → 75, q2 skills 3 → 50, q3 ways of working 5 → 100
      expect(JSON.parse(row.dimensions)).toEqual({ understanding: 75, skills: 50, waysOfWorking: 100 });
      const mail = await server.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Clarity Pulse: 75/100 från Per');
      expect(mail.body).toContain('Resultat: 75 av 100');
      expect(mail.body).toContain('Mer tid till lärande');
    });

    it('accepts the survey’s own payload, as the client builds it', async () => {
      const { leadPayload, INITIAL_STATE } = await import('../../src/features/pulse/survey-state');
      const payload = leadPayload(
        {
          ...INITIAL_STATE,
          step: 2,
          persona: 'strategic',
          answers: { strat_q1: 2, strat_q3: 4, strat_open2: 'Tid' },
          contact: { ...INITIAL_STATE.contact, size: '1000+', cw_followup: 'no' },
        },
        'en',
      );
      const response = await post(server, LEAD, payload);
      expect(response.json()).toEqual({ ok: true });
      const row = await server.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        persona: 'strategic',
        score: payload.score,
        size: '1000+',
        followup: 'no',
        interest: 0,
      });
      expect(JSON.parse(row.dimensions)).toEqual(payload.dimensions);
    });

    it('stores a filled honeypot as spam, answers ok and mails nothing', async () => {
      const response = await post(server, CONTACT, { ...validEnquiry, website: 'https://spam.example' });
      expect(response.json()).toMatchObject({ ok: true });
      expect((await server.db.selectFrom('enquiries').select('is_spam').executeTakeFirstOrThrow()).is_spam).toBe(1);
      const lead = await post(server, LEAD, { ...validLead, website: 'x' });
      expect(lead.json()).toEqual({ ok: true });
      expect((await server.db.selectFrom('leads').select('is_spam').executeTakeFirstOrThrow()).is_spam).toBe(1);
      expect((await submissionCounts(server)).outbox).toBe(0);
    });

    it('takes a honeypot holding only spaces as empty: stored as a real enquiry and mailed', async () => {
      const response = await post(server, CONTACT, { ...validEnquiry, website: '   ' });
      expect(response.json()).toMatchObject({ ok: true });
      expect((await server.db.selectFrom('enquiries').select('is_spam').executeTakeFirstOrThrow()).is_spam).toBe(0);
      expect((await submissionCounts(server)).outbox).toBe(1);
    });

    it('stores what was typed without the spaces around it, and a field left out as empty', async () => {
      const padded = {
        ...validEnquiry,
        name: '  Åsa Öberg ',
        phone: ' 070-123 45 67 ',
        company: ' Exempel AB ',
        message: '\n  Hej!  \n',
        modules: ' ai-act-governance,roller-kompetens ',
      };
      expect((await post(server, CONTACT, padded)).statusCode).toBe(200);
      const bare = { name: validEnquiry.name, email: validEnquiry.email, message: validEnquiry.message, consent: true };
      expect((await post(server, CONTACT, { ...bare, email: 'bo@example.se' })).statusCode).toBe(200);
      const rows = await server.db
        .selectFrom('enquiries')
        .select(['name', 'email', 'phone', 'company', 'message', 'modules'])
        .orderBy('email')
        .execute();
      expect(rows).toEqual([
        {
          name: 'Åsa Öberg',
          email: 'asa@example.se',
          phone: '070-123 45 67',
          company: 'Exempel AB',
          message: 'Hej!',
          modules: 'ai-act-governance,roller-kompetens',
        },
        {
          name: 'Åsa Öberg',
          email: 'bo@example.se',
          phone: '',
          company: '',
          message: validEnquiry.message,
          modules: '',
        },
      ]);

      const contact = {
        name: ' Per ',
        title: ' HR-chef ',
        company: ' Exempel AB ',
        phone: ' 070 ',
      };
      expect(
        (await post(server, LEAD, { ...validLead, contact: { ...validLead.contact, ...contact } })).statusCode,
      ).toBe(200);
      expect((await post(server, LEAD, { ...validLead, contact: undefined, interest: undefined })).statusCode).toBe(
        200,
      );
      const leads = await server.db
        .selectFrom('leads')
        .select(['name', 'title', 'company', 'size', 'email', 'phone', 'followup'])
        .orderBy('email', 'desc')
        .execute();
      expect(leads).toEqual([
        {
          name: 'Per',
          title: 'HR-chef',
          company: 'Exempel AB',
          size: '51-250',
          email: 'per@example.se',
          phone: '070',
          followup: 'yes',
        },
        { name: '', title: '', company: '', size: '', email: '', phone: '', followup: '' },
      ]);
    });

    it.each([
      { interest: true, followup: 'no', stored: 1 },
      { interest: false, followup: 'yes', stored: 0 },
      { interest: undefined, followup: 'yes', stored: 1 },
      { interest: undefined, followup: 'no', stored: 0 },
    ])(
      'stores interest $stored for interest $interest with follow-up $followup',
      async ({ interest, followup, stored }) => {
        const lead = { ...validLead, interest, contact: { ...validLead.contact, cw_followup: followup } };
        expect((await post(server, LEAD, lead)).statusCode).toBe(200);
        expect(await server.db.selectFrom('leads').select(['interest', 'followup']).executeTakeFirstOrThrow()).toEqual({
          interest: stored,
          followup,
        });
      },
    );

    it('queues a webhook delivery beside the mail only when a webhook is configured', async () => {
      const hooked = await startTestServer({
        databaseUrl: await freshDatabaseUrl(),
        leadWebhook: { url: 'https://crm.example/hook', secret: 'a-secret-of-enough-length' },
      });
      try {
        expect((await post(hooked, LEAD, validLead)).statusCode).toBe(200);
        const channels = await hooked.db
          .selectFrom('outbox')
          .select(['channel', 'subject'])
          .orderBy('channel')
          .execute();
        expect(channels).toEqual([
          { channel: 'mail', subject: 'Clarity Pulse: 75/100 från Per' },
          { channel: 'webhook', subject: 'lead.received' },
        ]);
      } finally {
        await hooked.close();
      }
      expect((await post(server, LEAD, validLead)).statusCode).toBe(200);
      expect(await server.db.selectFrom('outbox').select('channel').execute()).toEqual([{ channel: 'mail' }]);
    });

    const long = 'x'.repeat(6000);
    const badInputs: Array<{
      case: string;
      url: string;
      body: unknown;
      type?: string;
      status: number;
      field?: string;
      error?: string;
      /** The answer's message: its catalog id (read in Swedish, the request's default). */
      message?: string;
    }> = [
      {
        case: 'a number for the name',
        url: CONTACT,
        body: { ...validEnquiry, name: 42 },
        status: 400,
        field: 'name',
        error: 'validation.wrongType',
        message: 'api.error.validation',
      },
      {
        case: 'a string for consent',
        url: CONTACT,
        body: { ...validEnquiry, consent: 'true' },
        status: 400,
        field: 'consent',
        error: 'validation.wrongType',
      },
      {
        case: 'missing fields',
        url: CONTACT,
        body: { name: 'Åsa' },
        status: 400,
        field: 'email',
        error: 'contact.form.email.required',
      },
      {
        case: 'a blank name',
        url: CONTACT,
        body: { ...validEnquiry, name: '   ' },
        status: 400,
        field: 'name',
        error: 'contact.form.name.required',
      },
      {
        case: 'an invalid e-mail',
        url: CONTACT,
        body: { ...validEnquiry, email: 'asa@example' },
        status: 400,
        field: 'email',
        error: 'contact.form.email.invalid',
      },
      {
        case: 'consent not given',
        url: CONTACT,
        body: { ...validEnquiry, consent: false },
        status: 400,
        field: 'consent',
        error: 'contact.form.consent.required',
      },
      { case: 'malformed JSON', url: CONTACT, body: '{"name": "Åsa",', status: 400, message: 'api.error.malformed' },
      { case: 'an empty body', url: CONTACT, body: '', status: 400, message: 'api.error.malformed' },
      { case: 'null', url: CONTACT, body: 'null', status: 400 },
      { case: 'an array', url: CONTACT, body: [validEnquiry], status: 400 },
      {
        case: 'text/plain',
        url: CONTACT,
        body: JSON.stringify(validEnquiry),
        type: 'text/plain',
        status: 415,
        message: 'api.error.unsupportedType',
      },
      {
        case: 'a type that only names JSON in a parameter',
        url: CONTACT,
        body: JSON.stringify(validEnquiry),
        type: 'text/plain; profile=application/json',
        status: 415,
        message: 'api.error.unsupportedType',
      },
      {
        case: 'a form post',
        url: CONTACT,
        body: 'name=x',
        type: 'application/x-www-form-urlencoded',
        status: 415,
        message: 'api.error.unsupportedType',
      },
      {
        case: 'a body over 32 KiB',
        url: CONTACT,
        body: { ...validEnquiry, message: 'y'.repeat(33 * 1024) },
        status: 413,
        message: 'api.error.tooLarge',
      },
      {
        case: 'a lead body over 32 KiB',
        url: LEAD,
        body: { ...validLead, answers: { ...validLead.answers, you_open1: 'y'.repeat(33 * 1024) } },
        status: 413,
        message: 'api.error.tooLarge',
      },
      {
        case: 'an over-long message',
        url: CONTACT,
        body: { ...validEnquiry, message: long },
        status: 400,
        field: 'message',
        error: 'validation.tooLong',
      },
      {
        case: 'CR/LF in the name',
        url: CONTACT,
        body: { ...validEnquiry, name: 'Åsa\r\nBcc: x@example.se' },
        status: 400,
        field: 'name',
        error: 'validation.lineBreak',
      },
      {
        case: 'CR/LF in the e-mail',
        url: CONTACT,
        body: { ...validEnquiry, email: 'asa@example.se\r\nBcc: x@example.se' },
        status: 400,
        field: 'email',
      },
      { case: 'a __proto__ key', url: CONTACT, body: '{"__proto__": {"admin": true}, "name": "Åsa"}', status: 400 },
      {
        case: 'an unknown field',
        url: CONTACT,
        body: { ...validEnquiry, role: 'admin' },
        status: 400,
        field: '_',
        error: 'validation.unknownField',
      },
      {
        case: 'an unknown persona',
        url: LEAD,
        body: { ...validLead, persona: 'ceo' },
        status: 400,
        field: 'persona',
        error: 'validation.invalid',
        message: 'api.error.validation',
      },
      {
        case: 'a rating above 5',
        url: LEAD,
        body: { ...validLead, answers: { you_q1: 6 } },
        status: 400,
        field: 'answers',
        error: 'pulse.answers.invalid',
      },
      {
        case: 'a non-integer rating',
        url: LEAD,
        body: { ...validLead, answers: { you_q1: 2.5 } },
        status: 400,
        field: 'answers',
      },
      {
        case: 'a text rating',
        url: LEAD,
        body: { ...validLead, answers: { you_q1: '5' } },
        status: 400,
        field: 'answers',
      },
      {
        case: 'another persona’s question',
        url: LEAD,
        body: { ...validLead, answers: { team_q1: 3 } },
        status: 400,
        field: 'answers',
      },
      {
        case: 'an over-long open answer',
        url: LEAD,
        body: { ...validLead, answers: { you_open1: 'z'.repeat(2001) } },
        status: 400,
        field: 'answers',
      },
      {
        case: 'answers as an array',
        url: LEAD,
        body: { ...validLead, answers: [4, 5] },
        status: 400,
        field: 'answers',
      },
      { case: 'an unknown locale', url: LEAD, body: { ...validLead, locale: 'de' }, status: 400, field: 'locale' },
      {
        case: 'a bad company size',
        url: LEAD,
        body: { ...validLead, contact: { ...validLead.contact, size: 'huge' } },
        status: 400,
        field: 'contact.size',
      },
      {
        case: 'CR/LF in the lead name',
        url: LEAD,
        body: { ...validLead, contact: { ...validLead.contact, name: 'Per\nBcc: x' } },
        status: 400,
        field: 'contact.name',
      },
    ];

    it.each(badInputs)('rejects $case with $status and stores nothing', async (bad) => {
      const response = await post(server, bad.url, bad.body, bad.type ? { 'content-type': bad.type } : {});
      expect(response.statusCode).toBe(bad.status);
      const body = response.json();
      expect(body.ok).toBe(false);
      expect(typeof body.message).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
      if (bad.field) expect(Object.keys(body.errors ?? {})).toContain(bad.field);
      if (bad.error) expect(body.errors[bad.field!]).toBe(bad.error);
      if (bad.message) expect(body.message).toBe(text('sv', bad.message));
      expect(await submissionCounts(server)).toEqual({ enquiries: 0, leads: 0, outbox: 0 });
    });

    it('answers 503 and claims nothing when the database cannot be written', async () => {
      // Its own database, so breaking it leaves the other tests alone.
      const broken = await startTestServer({ databaseUrl: await freshDatabaseUrl() });
      try {
        await sql`drop table enquiries`.execute(broken.db);
        const response = await post(broken, CONTACT, validEnquiry);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ ok: false, message: expect.stringContaining('mejla oss') });
        expect(
          Number(
            (
              await broken.db
                .selectFrom('outbox')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ).toBe(0);
      } finally {
        await broken.close();
      }
    });

    it('reports the database in /healthz', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: true, status: 'up', database: 'up' });
    });
  },
);
