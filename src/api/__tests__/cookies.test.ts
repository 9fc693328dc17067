import { AUTH_COOKIE, clearToken, readToken, tokenMaxAgeSeconds, writeToken } from '../cookies';

// happy-dom's own control of the page (the address is not writable through `location` in a test).
const happyDom = (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM;

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

describe('token cookies', () => {
  afterEach(() => clearToken(AUTH_COOKIE));

  it('live as long as the token: exp less iat, whatever this device’s clock says', () => {
    expect(tokenMaxAgeSeconds(jwt({ iat: 1_000, exp: 1_900 }))).toBe(900);
    expect(tokenMaxAgeSeconds(jwt({ iat: 1_000, exp: 2_800 }), 0)).toBe(1_800);
  });

  it('without iat, until exp; a token that is no JWT, an hour', () => {
    expect(tokenMaxAgeSeconds(jwt({ exp: 2_000 }), 1_500_000)).toBe(500);
    expect(tokenMaxAgeSeconds('opaque-token')).toBe(3_600);
  });

  it('are read once a task, yet a write is read back at once and a change from elsewhere in the next task', async () => {
    const reads = vi.spyOn(document, 'cookie', 'get');
    writeToken(AUTH_COOKIE, 'token-1');
    expect([readToken(AUTH_COOKIE), readToken(AUTH_COOKIE), readToken(AUTH_COOKIE)]).toEqual(Array(3).fill('token-1'));
    expect(reads).toHaveBeenCalledTimes(1);
    writeToken(AUTH_COOKIE, 'token-2');
    expect(readToken(AUTH_COOKIE)).toBe('token-2');
    // Another tab's logout, or a response's cookie: not within this task, seen in the next one.
    reads.mockRestore();
    document.cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0`;
    await Promise.resolve();
    expect(readToken(AUTH_COOKIE)).toBeUndefined();
  });

  it('carry the __Host- prefix over https', () => {
    const https = new URL('https://onboarding.example.sk/login');
    const original = window.location.href;
    happyDom.setURL(https.href);
    try {
      writeToken(AUTH_COOKIE, 'token-1');
      expect(document.cookie).toContain('__Host-wem_auth=token-1');
      expect(document.cookie).not.toMatch(/(^|; )wem_auth=/);
      expect(readToken(AUTH_COOKIE)).toBe('token-1');
      clearToken(AUTH_COOKIE);
      expect(readToken(AUTH_COOKIE)).toBeUndefined();
    } finally {
      happyDom.setURL(original);
    }
  });
});
