import type { Db } from './db/db.ts';
import type { Role, Staff } from './auth/roles.ts';
import type { StaffSession } from './auth/session-store.ts';
import type { Platform } from './platform.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route declares either this or `public: true` (checked at start-up). */
    roles?: Role[];
    /** Callable without signing in (sign-in itself, health, the OpenAPI document). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** The registry's database (the same object buildRegistry was given). */
    db: Db;
    /** The registry's clock: tests move it to expire sessions. */
    now: () => Date;
    /** The platform's services for its own routes (sign-in, sessions); workflow routes need only `db`. */
    platform: Platform;
  }
  interface FastifyRequest {
    /** The signed-in member of staff; set on every route that is not public (reading it on a public one throws). */
    readonly staff: Staff;
    /** The session behind `staff`, or null on a public route. */
    staffSession: StaffSession | null;
  }
}
