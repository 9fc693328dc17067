import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { json } from '../reply.ts';

/**
 * Logout: the lead token it carries is revoked (by its `jti`), so a copy of it left anywhere (a shared
 * computer's cookie, a log) opens nothing any more. Authentication has already checked the token.
 */
export const logoutHandlers: HandlerGroup<'logout'> = {
  logout: ({ req, services }) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? services.tokens.verify(token) : undefined;
    if (claims) services.store.revokedTokens.add(claims.jti);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
