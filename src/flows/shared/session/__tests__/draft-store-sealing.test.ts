import { draftStore } from '../../draft-store';

// The sealing code (WebCrypto, IndexedDB) as draft-store.ts loads it on first use: what it was asked, in order.
const calls: string[] = [];
let loaded = false;
vi.mock('../sealed-drafts', () => {
  loaded = true;
  return {
    sealedDrafts: {
      save: (lead: string | null, drafts: Record<string, unknown>) =>
        calls.push(`save ${lead} ${JSON.stringify(drafts)}`),
      open: async () => ({ 'personal-info': { name: 'Sealed' } }),
      forget: async () => void calls.push('forget'),
    },
  };
});

describe('draftStore sealing, loaded on first use', () => {
  it('a tab with nothing in its sessionStorage opens and forgets nothing, and loads no sealing code', async () => {
    sessionStorage.clear();
    await draftStore.restore();
    await draftStore.clear();
    expect(loaded).toBe(false);
  });

  it('seals what was typed and then forgets it, in the order asked, though the code arrives later', async () => {
    draftStore.set('personal-info', { name: 'Anna', sms_code: '123456' });
    draftStore.own('anna');
    const cleared = draftStore.clear();
    draftStore.set('registration', { email: 'b@example.sk' });
    await cleared;
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([
      'save null {"personal-info":{"name":"Anna"}}',
      'save anna {"personal-info":{"name":"Anna"}}',
      'forget',
      'save null {"registration":{"email":"b@example.sk"}}',
    ]);
  });

  it('after a reload, what this tab sealed is back before the screens render', async () => {
    await draftStore.clear();
    sessionStorage.setItem('wem_drafts', 'ciphertext');
    await draftStore.restore();
    expect(draftStore.get('personal-info')).toEqual({ name: 'Sealed' });
  });
});
