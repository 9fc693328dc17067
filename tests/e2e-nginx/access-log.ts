import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the test's nginx writes its access log (WEM_ACCESS_LOG), one file per port, outside its temp folder so the
 * test can read it. */
export const ACCESS_LOG =
  process.env.NGINX_ACCESS_LOG ?? join(tmpdir(), `wem-nginx-access-${process.env.NGINX_PORT ?? 4180}.log`);
