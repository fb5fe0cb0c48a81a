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
});
