import * as oidc from 'openid-client';
import type { OidcSettings } from './oidc-settings.ts';

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SignInResult {
  claims: Record<string, unknown>;
  idToken: string | null;
}

/**
 * The registry as an OpenID Connect client (authorization code with PKCE). The provider's metadata is discovered
 * at the first sign-in and kept; a failed discovery is tried again at the next one, so the registry starts even
 * while the provider is down.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        undefined,
        oidc.ClientSecretBasic(this.settings.clientSecret),
        this.settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** `uiLocales`: the language(s) the provider's pages should use (OIDC `ui_locales`), e.g. the studio's. */
  async authorizationRequest(redirectUri: string, uiLocales?: string): Promise<AuthorizationRequest> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: `openid profile ${this.settings.rolesClaim}`,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    };
    if (this.settings.prompt) parameters.prompt = this.settings.prompt;
    if (uiLocales) parameters.ui_locales = uiLocales;
    return { url: oidc.buildAuthorizationUrl(config, parameters), state, nonce, codeVerifier };
  }

  /** Exchanges the code of the provider's answer (checking state, nonce and PKCE) and reads who signed in. */
  async finish(currentUrl: URL, attempt: Omit<AuthorizationRequest, 'url'>): Promise<SignInResult> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the identity provider gave no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (claims[this.settings.rolesClaim] === undefined) {
      // Many providers put scope claims only in the userinfo answer.
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...userinfo, ...claims };
    }
    return { claims, idToken: tokens.id_token ?? null };
  }

  /** Where to send the browser to end the provider's session too, when the provider offers it. */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.config().catch(() => undefined);
    if (!config?.serverMetadata().end_session_endpoint) return null;
    const parameters: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
    if (idToken) parameters.id_token_hint = idToken;
    return oidc.buildEndSessionUrl(config, parameters).href;
  }
}
