// A proposal pins the draft its author reviewed: the definitions list gives each draft's ETag, the proposal sends
// it back, and a draft someone else saved in between is refused with 412 naming who saved it, when, and what the
// draft now changes, so nothing is proposed unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../../server/registry/testing/registry-harness';

let registry: TestRegistry;
let author1: StaffAgent;
let author2: StaffAgent;

beforeAll(async () => {
  registry = await startTestRegistry();
  author1 = await registry.signedInAs('author-1');
  author2 = await registry.signedInAs('author-2');
});
afterAll(() => registry?.close());

interface Draft {
  definition: Record<string, unknown>;
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
}
interface Summary {
  id: string;
  draft: { updatedBy: string; updatedAt: string; etag: string } | null;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

async function saveTitle(agent: StaffAgent, id: string, language: 'sk' | 'en' | 'bg', text: string) {
  const draft = await json<Draft>(await agent.request(`/api/definitions/${id}/draft`));
  const key = Object.keys(draft.texts[language]).find((k) => k.endsWith('.title'))!;
  draft.texts[language][key] = text;
  const saved = await agent.request(`/api/definitions/${id}/draft`, {
    method: 'PUT',
    headers: { 'if-match': draft.etag },
    body: { definition: draft.definition, texts: draft.texts },
  });
  expect(saved.status).toBe(200);
  return json<Draft>(saved);
}

const draftOf = async (agent: StaffAgent, id: string) =>
  (await json<Summary[]>(await agent.request('/api/definitions'))).find((d) => d.id === id)!.draft;

const propose = (agent: StaffAgent, items: object[]) =>
  agent.request('/api/changes', {
    method: 'POST',
    body: { reason: 'Clearer title', reference: 'TICKET-42', items },
  });

describe('a proposal pins the draft its author saw', () => {
  it("the definitions list gives each open draft's ETag, the one the draft itself answers with", async () => {
    const saved = await saveTitle(author1, 'questionnaire-c', 'en', 'Risk (reviewed)');
    const listed = await draftOf(author1, 'questionnaire-c');
    expect(listed).toMatchObject({ etag: saved.etag });
  });

  it('a draft saved again by someone else after the list was read is refused with 412: who, when, what', async () => {
    await saveTitle(author1, 'questionnaire-d', 'en', 'Finances (Alena)');
    const seen = await draftOf(author1, 'questionnaire-d');
    await saveTitle(author2, 'questionnaire-d', 'bg', 'Финанси (Борис)');

    const refused = await propose(author1, [{ definitionId: 'questionnaire-d', draftEtag: seen!.etag }]);
    expect(refused.status).toBe(412);
    const body = await json<{
      error: string;
      definitionId: string;
      changedBy: { name: string };
      changedAt: string;
      diff: { after?: string }[];
      current: Draft;
    }>(refused);
    expect(body).toMatchObject({
      error: 'draft-changed',
      definitionId: 'questionnaire-d',
      changedBy: { name: author2.staff.name },
    });
    expect(Date.parse(body.changedAt)).toBeGreaterThan(Date.parse(seen!.updatedAt) - 1);
    expect(body.diff.map((line) => line.after)).toEqual(
      expect.arrayContaining(['Finances (Alena)', 'Финанси (Борис)']),
    );
    // Nothing was proposed: no change, and the draft is still open.
    expect(await json<unknown[]>(await author1.request('/api/changes'))).toEqual([]);

    // With the ETag read again (the proposer has seen the new content), the proposal goes through.
    const again = await draftOf(author1, 'questionnaire-d');
    expect(again!.etag).toBe(body.current.etag);
    const accepted = await propose(author1, [{ definitionId: 'questionnaire-d', draftEtag: again!.etag }]);
    expect(accepted.status).toBe(201);
  });
});
