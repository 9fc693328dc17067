import { Server } from 'node:http';
import type { Plugin } from 'vite';

/**
 * Idle kept-alive connections of Vite's dev and preview servers stay open for two minutes instead of Node's five
 * seconds. A client that keeps connections alive (a test's API client: Playwright's `request` and `page.request`)
 * and sends a call on one just as the server closes it after five idle seconds gets ECONNRESET, "socket hang up"
 * (the project's CI saw it once on the end-to-end tests' preview server). Production is served by nginx
 * (deploy/nginx), not by these servers.
 */
export function longKeepAlivePlugin(): Plugin {
  const lengthen = ({ httpServer }: { httpServer: unknown }) => {
    // Over HTTPS with HTTP/2 Vite serves an Http2SecureServer, which has no such timeouts; nothing here uses one.
    if (!(httpServer instanceof Server)) return;
    httpServer.keepAliveTimeout = 120_000;
    httpServer.headersTimeout = 121_000;
  };
  return { name: 'long-keep-alive', configureServer: lengthen, configurePreviewServer: lengthen };
}
