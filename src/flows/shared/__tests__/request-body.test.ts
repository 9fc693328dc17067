// @vitest-environment node
import { requestBody } from '../request-body';

describe('requestBody', () => {
  it('sends JSON data as it is', () => {
    expect(requestBody({ endpoint: 'personalInfo', encoding: 'json' }, { name: 'Ján' })).toEqual({ name: 'Ján' });
  });

  it('puts the data as JSON into the one form field the provider reads', () => {
    const body = requestBody({ endpoint: 'saveStrategies', encoding: 'form', field: 'strategies' }, { list: [1] });
    expect(body).toEqual({ strategies: '{"list":[1]}' });
    const list = requestBody(
      { endpoint: 'saveStrategies', encoding: 'form', field: 'strategies' },
      { strategies: [{ investment_strategy_id: 1 }] },
    );
    expect(list).toEqual({ strategies: '[{"investment_strategy_id":1}]' });
  });

  it('sends the data’s other fields beside the form field (the statement settings beside the strategies)', () => {
    const body = requestBody(
      { endpoint: 'saveStrategies', encoding: 'form', field: 'strategies' },
      { strategies: [{ investment_strategy_id: 1 }], statement_send_type: 'do_not_send' },
    );
    expect(body).toEqual({ strategies: '[{"investment_strategy_id":1}]', statement_send_type: 'do_not_send' });
  });

  it('sends files as files in multipart, never their ids or base64', async () => {
    const scan = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'scan.pdf', { type: 'application/pdf' });
    const body = requestBody(
      { endpoint: 'addressAndBankAccount', encoding: 'multipart' },
      { city: 'Bratislava', scan_bank: 'file:1', empty: '' },
      { get: (id) => (id === 'file:1' ? scan : undefined) },
    );
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('city')).toBe('Bratislava');
    const sent = form.get('scan_bank') as File;
    expect(sent.name).toBe('scan.pdf');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    expect(form.has('empty')).toBe(false);
  });
});
