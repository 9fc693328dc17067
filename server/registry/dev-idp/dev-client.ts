/** The registry as a client of the development identity provider: loopback only, never a production secret. */
export const DEV_IDP_PORT = 5181;
export const DEV_CLIENT_ID = 'registry-dev';
export const DEV_CLIENT_SECRET = 'registry-dev-secret-loopback-only';
