import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../html-page.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET } from './dev-client.ts';
import { DEV_STAFF, type DevStaffMember } from './dev-staff.ts';
import { IDP_TEXTS, type IdpLanguage, idpLanguage } from './idp-texts.ts';

export interface DevIdp {
  issuer: string;
  /** Starts answering, with the registry at `registryUrl` as its one client. */
  start(registryUrl: string): void;
  close(): Promise<void>;
}

const INTERACTION = /^\/interaction\/([\w-]+)(\/login)?$/;

function samePassword(given: string, member: DevStaffMember): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(member.password);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // No form-action: Chromium applies it to the redirects after the post too, which end at the registry.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function page(language: IdpLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main>${body}</main></body></html>
`;
}

function loginPage(
  response: ServerResponse,
  uid: string,
  status: number,
  language: IdpLanguage,
  login = '',
  error = '',
): void {
  const texts = IDP_TEXTS[language];
  const alert = error ? `<p role="alert" id="error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="error" aria-invalid="true"' : '';
  response.writeHead(status, PAGE_HEADERS);
  response.end(
    page(
      language,
      texts.title,
      `<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(texts.intro)}</p>${alert}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="login">${escapeHtml(texts.login)}</label><br><input id="login" name="login" autocomplete="username" required value="${escapeHtml(login)}"${described}></p>
<p><label for="password">${escapeHtml(texts.password)}</label><br><input id="password" name="password" type="password" autocomplete="current-password" required${described}></p>
<p><button type="submit">${escapeHtml(texts.signIn)}</button></p>
</form>`,
    ),
  );
}

/** The language of a page the provider renders itself (sign-out, errors). */
const contextLanguage = (ctx: KoaContextWithOIDC) =>
  idpLanguage((ctx.oidc?.params as { ui_locales?: unknown } | undefined)?.ui_locales, ctx.get('accept-language'));

/**
 * A development OpenID Connect provider on loopback (oidc-provider): the seeded staff sign in with a password,
 * their roles in the `roles` claim. Keys, cookies and storage are in memory and made at each start: nothing here
 * is fit for production, which uses the firm's own provider (OIDC_ISSUER).
 */
export async function openDevIdp({ host = '127.0.0.1', port = 0 } = {}): Promise<DevIdp> {
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server: Server = createServer((request, response) => {
    if (handle) return handle(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    start(registryUrl: string) {
      const provider = new Provider(issuer, configuration(registryUrl));
      const callback = provider.callback();
      handle = (request, response) => {
        const match = INTERACTION.exec((request.url ?? '').split('?')[0] ?? '');
        if (!match) return callback(request, response);
        interaction(provider, request, response, match[1] ?? '', Boolean(match[2])).catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`Sign-in failed: ${(error as Error).message}`);
        });
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function interaction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  uid: string,
  isLogin: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) throw new Error('this sign-in page belongs to another attempt');
  const language = idpLanguage(details.params.ui_locales, request.headers['accept-language']);
  if (!isLogin || request.method !== 'POST') return loginPage(response, uid, 200, language);
  const form = await readForm(request);
  const login = form.get('login') ?? '';
  const member = DEV_STAFF.find((candidate) => candidate.login === login);
  if (!member || !samePassword(form.get('password') ?? '', member)) {
    return loginPage(response, uid, 401, language, login, IDP_TEXTS[language].wrong);
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: member.login } },
    { mergeWithLastSubmission: false },
  );
}

function configuration(registryUrl: string): Configuration {
  return {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        redirect_uris: [`${registryUrl}/auth/callback`],
        post_logout_redirect_uris: [`${registryUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, id) {
      const member = DEV_STAFF.find((candidate) => candidate.login === id);
      if (!member) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, name: member.name, preferred_username: member.login, roles: member.roles }),
      };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], roles: ['roles'] },
    scopes: ['openid', 'profile', 'roles'],
    // Claims of the asked scopes in the ID token too: the registry reads the roles there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's own pages, in the person's language, without the default's inline style and web font.
        async logoutSource(ctx, form) {
          const language = contextLanguage(ctx);
          const texts = IDP_TEXTS[language];
          ctx.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
          ctx.type = 'html';
          ctx.body = page(
            language,
            texts.logoutHeading,
            `<h1>${escapeHtml(texts.logoutHeading)}</h1>${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(texts.logoutYes)}</button></p>
<p><button type="submit" form="op.logoutForm">${escapeHtml(texts.logoutNo)}</button></p>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          const language = contextLanguage(ctx);
          const texts = IDP_TEXTS[language];
          ctx.type = 'html';
          ctx.body = page(
            language,
            texts.loggedOutHeading,
            `<h1>${escapeHtml(texts.loggedOutHeading)}</h1><p>${escapeHtml(texts.loggedOut)}</p>`,
          );
        },
      },
    },
    async renderError(ctx, out) {
      const language = contextLanguage(ctx);
      const texts = IDP_TEXTS[language];
      ctx.type = 'html';
      ctx.body = page(
        language,
        texts.errorHeading,
        `<h1>${escapeHtml(texts.errorHeading)}</h1><p>${escapeHtml(texts.failed)}</p>` +
          `<p><code>${escapeHtml(String(out.error ?? ''))}</code></p>`,
      );
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // The registry is this provider's first-party client: no consent screen, the scopes asked are granted.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const client = oidc.client;
      const session = oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile roles');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    ttl: { Session: 8 * 3600, Interaction: 600, Grant: 8 * 3600, IdToken: 600, AccessToken: 600 },
  };
}
