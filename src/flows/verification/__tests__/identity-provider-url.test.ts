// @vitest-environment node
import { checkIdpUrl, parseIdpOrigins } from '../identity-provider-url';

const allowlist = { origins: ['https://idp.example.com', 'https://verify.example.org:8443'] };

describe('checkIdpUrl: where start-verification may send the browser', () => {
  it('follows an https address on an allowed origin, query and path kept', () => {
    expect(checkIdpUrl('https://idp.example.com/session/abc?lang=sk', allowlist)).toEqual({
      ok: true,
      url: 'https://idp.example.com/session/abc?lang=sk',
    });
    expect(checkIdpUrl('https://verify.example.org:8443/s', allowlist)).toEqual({
      ok: true,
      url: 'https://verify.example.org:8443/s',
    });
    expect(checkIdpUrl('  https://IDP.example.com/x  ', allowlist)).toEqual({
      ok: true,
      url: 'https://idp.example.com/x',
    });
  });

  it('refuses other origins, including look-alikes and another port', () => {
    for (const url of [
      'https://evil.test/session',
      'https://idp.example.com.evil.test/',
      'https://evil-idp.example.com/',
      'https://sub.idp.example.com/',
      'https://idp.example.com:444/',
      'https://verify.example.org/s',
    ]) {
      expect({ url, check: checkIdpUrl(url, allowlist) }).toEqual({ url, check: { ok: false, reason: 'not-allowed' } });
    }
  });

  it('refuses plain http and other schemes even on an allowed host', () => {
    for (const url of [
      'http://idp.example.com/session',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://idp.example.com/',
    ]) {
      expect({ url, check: checkIdpUrl(url, allowlist) }).toEqual({ url, check: { ok: false, reason: 'not-https' } });
    }
  });

  it('refuses what is not an absolute address, and credentials in it', () => {
    for (const url of [
      '',
      '/sandbox/idp/1',
      'idp.example.com/x',
      'https://',
      42,
      undefined,
      null,
      { url: 'https://idp.example.com' },
    ]) {
      expect(checkIdpUrl(url, allowlist)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(checkIdpUrl('https://user:pw@idp.example.com/', allowlist)).toEqual({ ok: false, reason: 'malformed' });
    // The host here is evil.test; "idp.example.com" is only a user name.
    expect(checkIdpUrl('https://idp.example.com@evil.test/', allowlist)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('in sandbox mode allows the app’s own origin, even over http, and nothing more', () => {
    const sandbox = { origins: [], sandboxOrigin: 'http://127.0.0.1:4173' };
    expect(checkIdpUrl('http://127.0.0.1:4173/sandbox/idp/1?lang=en', sandbox)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4173/sandbox/idp/1?lang=en',
    });
    expect(checkIdpUrl('http://127.0.0.1:4174/sandbox/idp/1', sandbox)).toEqual({ ok: false, reason: 'not-https' });
    expect(checkIdpUrl('https://idp.example.com/', sandbox)).toEqual({ ok: false, reason: 'not-allowed' });
  });
});

describe('parseIdpOrigins: VITE_IDP_ORIGINS', () => {
  it('reads a comma-separated list of https origins, a trailing slash tolerated', () => {
    expect(parseIdpOrigins('https://idp.example.com, https://verify.example.org:8443/')).toEqual([
      'https://idp.example.com',
      'https://verify.example.org:8443',
    ]);
  });

  it('drops empty, http, path-carrying and malformed entries', () => {
    expect(parseIdpOrigins(undefined)).toEqual([]);
    expect(parseIdpOrigins('')).toEqual([]);
    expect(
      parseIdpOrigins(
        'http://idp.example.com,https://idp.example.com/path,https://a@b.example,not a url,,https://ok.example',
      ),
    ).toEqual(['https://ok.example']);
  });
});
