import { type APIRequestContext, expect } from '@playwright/test';

/** The newest code the sandbox "sent" to an e-mail or phone, read from its outbox as a person reads their mail. */
export async function lastCodeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  // The code leaves with the sandbox's answer to the page's request, which may still be on its way after the click.
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          code?: string;
        }[];
        code = messages.filter((m) => m.code).at(-1)?.code;
        return code;
      },
      { message: `no code was sent to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** How many requests reached an endpoint of the table since the last reset. */
export async function requestCount(request: APIRequestContext, endpoint: string): Promise<number> {
  return ((await (await request.get(`/sandbox/requests?endpoint=${endpoint}`)).json()) as { count: number }).count;
}
