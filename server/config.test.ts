// @vitest-environment node
import { readConfig } from './config';

describe('server configuration', () => {
  it('runs with nothing set', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: 'sqlite:./data/site.db',
      sqliteSynchronous: 'FULL',
      smtpUrl: undefined,
      rateLimitPerMinute: 10,
      trustProxy: 0,
      mailStaleAfterMinutes: 15,
      connectionsPerAddress: 64,
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      PORT: '3000',
      DATABASE_URL: 'postgres://user:pw@db:5432/site',
      SMTP_URL: 'smtps://user:pw@mail.example.se:465',
      MAIL_TO: 'team@example.se',
      MAIL_FROM: 'Webb <noreply@example.se>',
      RATE_LIMIT_PER_MINUTE: '30',
      REDIS_URL: 'redis://cache:6379',
      SITE_URL: 'https://www.example.se',
      TRUST_PROXY: '1',
      SQLITE_SYNCHRONOUS: 'normal',
      MAIL_STALE_AFTER_MINUTES: '30',
      CONNECTIONS_PER_ADDRESS: '0',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: 'postgres://user:pw@db:5432/site',
      sqliteSynchronous: 'NORMAL',
      smtpUrl: 'smtps://user:pw@mail.example.se:465',
      mailTo: 'team@example.se',
      mailFrom: 'Webb <noreply@example.se>',
      rateLimitPerMinute: 30,
      redisUrl: 'redis://cache:6379',
      siteUrl: 'https://www.example.se',
      trustProxy: 1,
      mailStaleAfterMinutes: 30,
      connectionsPerAddress: 0,
    });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['false', 0],
    ['true', 1],
  ])('reads TRUST_PROXY=%s as %i trusted proxy hops', (value, hops) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number from 1 to 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a URL starting with postgres: or postgresql:/],
    ['SMTP_URL', 'mail.example.se', /SMTP_URL must be a URL/],
    ['MAIL_TO', 'not-an-address', /MAIL_TO must be an e-mail address/],
    ['RATE_LIMIT_PER_MINUTE', '0', /RATE_LIMIT_PER_MINUTE must be a whole number/],
    ['REDIS_URL', 'http://cache', /REDIS_URL must be a URL starting with redis: or rediss:/],
    ['SITE_URL', 'example.se', /SITE_URL must be a URL/],
    ['SQLITE_SYNCHRONOUS', 'OFF', /SQLITE_SYNCHRONOUS must be FULL or NORMAL/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be the number of trusted proxy hops, 0 to 10/],
    ['TRUST_PROXY', '-1', /TRUST_PROXY must be the number of trusted proxy hops, 0 to 10/],
    ['TRUST_PROXY', '11', /TRUST_PROXY must be a whole number from 0 to 10/],
  ])('stops on a bad %s naming the variable', (name, value, error) => {
    expect(() => readConfig({ [name]: value })).toThrow(error);
  });

  it.each([
    ['PORT', '8080x', /PORT must be a whole number/],
    ['PORT', 'x8080', /PORT must be a whole number/],
    ['PORT', '1e3', /PORT must be a whole number/],
    ['DATABASE_URL', 'sqlite:', /DATABASE_URL must be a URL starting with postgres: or postgresql:/],
    ['DATABASE_URL', 'file:sqlite:./x.db', /DATABASE_URL must be a URL/],
    ['MAIL_FROM', 'Webb <noreply@example.se> trailing', /MAIL_FROM must be an e-mail address/],
    ['MAIL_FROM', 'Webb <noreply@example.se>\r\nBcc: x@y.se', /MAIL_FROM must be an e-mail address/],
    ['SMTP_URL', 'http://mail.example.se', /SMTP_URL must be a URL starting with smtp: or smtps:/],
    ['MAIL_FROM', 'Webb <noreply@example.se>x', /MAIL_FROM must be an e-mail address/],
    ['TRUST_PROXY', '2x', /TRUST_PROXY must be the number of trusted proxy hops, 0 to 10/],
  ])('stops on %s=%j', (name, value, error) => {
    expect(() => readConfig({ [name]: value })).toThrow(error);
  });

  it('quotes the bad value as it was set, and names the rule', () => {
    expect(() => readConfig({ PORT: ' 0 ' })).toThrow('PORT must be a whole number from 1 to 65535, not " 0 ".');
  });

  it('names every accepted protocol when the value is not a URL at all', () => {
    expect(() => readConfig({ SMTP_URL: 'mail.example.se' })).toThrow(
      'SMTP_URL must be a URL starting with smtp: or smtps:, not "mail.example.se".',
    );
    expect(() => readConfig({ SITE_URL: 'example.se' })).toThrow(
      'SITE_URL must be a URL starting with http: or https:, not "example.se".',
    );
  });

  it('takes a plain http site address, as on a local or staging run', () => {
    expect(readConfig({ SITE_URL: 'http://localhost:8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('takes the limits themselves and ignores a value of only spaces', () => {
    expect(readConfig({ PORT: '65535', RATE_LIMIT_PER_MINUTE: '1' })).toMatchObject({
      port: 65535,
      rateLimitPerMinute: 1,
    });
    expect(readConfig({ PORT: '1', TRUST_PROXY: '10' })).toMatchObject({ port: 1, trustProxy: 10 });
    expect(readConfig({ PORT: '   ', HOST: '  ' })).toMatchObject({ port: 8080, host: '127.0.0.1' });
  });

  it('sends the mail to the consultancy from the site, by default', () => {
    expect(readConfig({})).toMatchObject({
      mailTo: 'hej@clarityworks.se',
      mailFrom: 'Clarity Works webb <noreply@clarityworks.se>',
      siteUrl: 'https://clarityworks.se',
      redisUrl: undefined,
    });
  });

  it('takes any SQLite file and both PostgreSQL spellings', () => {
    expect(readConfig({ DATABASE_URL: 'sqlite:/var/lib/site.db' }).databaseUrl).toBe('sqlite:/var/lib/site.db');
    expect(readConfig({ DATABASE_URL: 'postgresql://db/site' }).databaseUrl).toBe('postgresql://db/site');
  });

  it('takes an address with a display name, and a bare one', () => {
    expect(readConfig({ MAIL_TO: 'Team <team@example.se>' }).mailTo).toBe('Team <team@example.se>');
    expect(readConfig({ MAIL_TO: '  team@example.se ' }).mailTo).toBe('team@example.se');
  });

  it('takes the lead webhook only with a long enough secret, and never prints the secret', () => {
    const secret = 's'.repeat(32);
    expect(
      readConfig({ LEAD_WEBHOOK_URL: 'https://crm.example.se/hook', LEAD_WEBHOOK_SECRET: secret }).leadWebhook,
    ).toEqual({
      url: 'https://crm.example.se/hook',
      secret,
    });
    expect(readConfig({}).leadWebhook).toBeUndefined();
    // No secret: the message shows the value as empty.
    expect(() => readConfig({ LEAD_WEBHOOK_URL: 'https://crm.example.se/hook' })).toThrow(
      /^LEAD_WEBHOOK_SECRET must be at least 32 characters when LEAD_WEBHOOK_URL is set, not ""\.$/,
    );
    expect(() =>
      readConfig({ LEAD_WEBHOOK_URL: 'https://crm.example.se/hook', LEAD_WEBHOOK_SECRET: 'short-secret' }),
    ).toThrow(/^LEAD_WEBHOOK_SECRET must be at least 32 characters when LEAD_WEBHOOK_URL is set, not "…"\.$/);
    expect(() => readConfig({ LEAD_WEBHOOK_SECRET: secret })).toThrow(
      /^LEAD_WEBHOOK_SECRET is set without LEAD_WEBHOOK_URL, not "…"\.$/,
    );
    expect(() => readConfig({ LEAD_WEBHOOK_URL: 'ftp://crm.example.se', LEAD_WEBHOOK_SECRET: secret })).toThrow(
      'LEAD_WEBHOOK_URL must be a URL starting with https: or http:',
    );
  });
});
