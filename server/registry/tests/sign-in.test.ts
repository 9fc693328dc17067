import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(() => registry?.close());

describe('sign-in', () => {
  it('an author signs in at the development identity provider and the session names them', async () => {
    const author = await registry.signedInAs('author-1');
    expect(author.staff).toEqual({ id: 'author-1', name: 'Alena Horváthová', roles: ['author'] });
    expect(author.csrfToken).toMatch(/^[\w-]{43}$/);
  });
});
