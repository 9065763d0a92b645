import { describe, expect, it } from 'vitest';
import { parsePublicUrl, parseTrustProxy, readServerConfig } from './config';

describe('the server settings', () => {
  it('trusts no proxy unless TRUST_PROXY names one', () => {
    for (const value of [undefined, '', '0', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a hop count, true meaning one hop and never everyone', () => {
    for (const [value, hops] of [
      ['1', 1],
      ['true', 1],
      ['2', 2],
    ] as const) {
      const trust = parseTrustProxy(value) as (address: string, hop: number) => boolean;
      expect(typeof trust).toBe('function');
      expect(trust('203.0.113.9', hops - 1), value).toBe(true);
      expect(trust('203.0.113.9', hops), value).toBe(false);
    }
  });

  it('reads addresses, CIDR ranges and proxy-addr names, and refuses anything else by name', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('127.0.0.1,nginx')).toThrow(
      /TRUST_PROXY lists "nginx", which is not an address/,
    );
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/"10.0.0.0\/99"/);
  });

  it('takes PUBLIC_URL as an origin and refuses a path, a query or another scheme', () => {
    expect(parsePublicUrl('https://www.techcrew.ae/')).toBe('https://www.techcrew.ae');
    expect(parsePublicUrl('http://localhost:8080')).toBe('http://localhost:8080');
    expect(parsePublicUrl(undefined)).toBeUndefined();
    for (const value of [
      'www.techcrew.ae',
      'https://techcrew.ae/site',
      'ftp://x.ae',
      'https://x.ae/?a=1',
    ]) {
      expect(() => parsePublicUrl(value), value).toThrow(
        /PUBLIC_URL must be the address visitors use/,
      );
    }
  });

  it('reads the log level and the number of backups to keep', () => {
    const config = readServerConfig({ LOG_LEVEL: 'WARN', BACKUP_KEEP: '3' });
    expect(config).toMatchObject({ logLevel: 'warn', backupKeep: 3 });
    expect(readServerConfig({})).toMatchObject({ logLevel: 'info', backupKeep: 14 });
    expect(() => readServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => readServerConfig({ BACKUP_KEEP: '-1' })).toThrow(
      /BACKUP_KEEP must be a whole number/,
    );
  });

  it('keeps leads two years and spam thirty days unless told otherwise', () => {
    expect(readServerConfig({}).retention).toEqual({ leads: 730, spam: 30 });
    expect(
      readServerConfig({ LEAD_RETENTION_DAYS: '0', SPAM_RETENTION_DAYS: '7' }).retention,
    ).toEqual({ leads: 0, spam: 7 });
    expect(() => readServerConfig({ LEAD_RETENTION_DAYS: 'forever' })).toThrow(
      /LEAD_RETENTION_DAYS must be a whole number/,
    );
  });

  it('reads email and webhook notifications, each whole or refused by name', () => {
    expect(readServerConfig({}).notify).toEqual({});
    const config = readServerConfig({
      SMTP_URL: 'smtps://leads%40techcrew.ae:secret@mail.example.com:465',
      LEAD_EMAIL_TO: 'sales@techcrew.ae, ops@techcrew.ae',
      LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
      LEAD_WEBHOOK_SECRET: 'a-secret-of-sixteen-or-more',
    });
    expect(config.notify).toEqual({
      email: {
        smtpUrl: 'smtps://leads%40techcrew.ae:secret@mail.example.com:465',
        to: ['sales@techcrew.ae', 'ops@techcrew.ae'],
        from: 'Website leads <leads@techcrew.ae>',
      },
      webhook: {
        url: 'https://crm.example.com/hooks/leads',
        secret: 'a-secret-of-sixteen-or-more',
      },
    });
    expect(() => readServerConfig({ LEAD_EMAIL_TO: 'sales@techcrew.ae' })).toThrow(
      /needs SMTP_URL/,
    );
    expect(() => readServerConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL must look like/,
    );
    expect(() =>
      readServerConfig({ SMTP_URL: 'smtp://m.example', LEAD_EMAIL_TO: 'sales' }),
    ).toThrow(/LEAD_EMAIL_TO lists "sales"/);
    expect(() => readServerConfig({ LEAD_WEBHOOK_URL: 'https://x.example/h' })).toThrow(
      /LEAD_WEBHOOK_SECRET must be set/,
    );
  });
});
