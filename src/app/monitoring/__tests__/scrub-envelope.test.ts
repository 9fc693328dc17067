// @vitest-environment node
import { scrubEnvelope } from '../scrub-envelope';
import { scrubValue } from '../scrub';

const TOKEN = 'Yzevxyq8DEUtALMNmxOWjDGnrigyMw8eCmVFCzGHZ6o';
const LEAD = '2ed3f5d8-866c-45c5-a297-3d76d72c383e';
const TRACE = 'f2beec48e9774eb2b1f65d2c84447177';

describe('scrubbing a whole envelope before it leaves the page', () => {
  it('scrubs the replay event, the recording (meta href, navigation spans, DOM) and keeps Sentry’s ids and names', () => {
    const recording = [
      { type: 4, data: { href: `https://app.example.sk/sk/reset-password/${TOKEN}`, width: 390, height: 800 } },
      {
        type: 5,
        data: {
          tag: 'performanceSpan',
          payload: {
            op: 'navigation.navigate',
            description: `https://app.example.sk/steps/verification-result/${LEAD}`,
          },
        },
      },
      {
        type: 2,
        data: {
          node: {
            type: 0,
            childNodes: [
              { type: 1, name: 'html' },
              { type: 2, tagName: 'a', attributes: { href: `/sk/questionnaire-info/${TOKEN}` }, childNodes: [] },
            ],
          },
        },
      },
    ];
    const envelope = [
      {
        event_id: TRACE,
        sent_at: '2026-11-24T01:51:40.464Z',
        dsn: 'https://key@o1.ingest.sentry.io/1',
        trace: { trace_id: TRACE, transaction: `/sk/investment-questionnaire/${TOKEN}` },
      },
      [
        [
          { type: 'replay_event' },
          {
            type: 'replay_event',
            replay_id: TRACE,
            trace_ids: [TRACE],
            urls: [`https://app.example.sk/sk/investment-questionnaire/${TOKEN}`],
            request: { url: `https://app.example.sk/steps/verification-result/${LEAD}` },
            sdk: { name: 'sentry.javascript.react' },
          },
        ],
        [{ type: 'replay_recording', length: 0 }, `{"segment_id":3}\n${JSON.stringify(recording)}`],
        [
          { type: 'span' },
          {
            items: [
              {
                name: `/sk/reset-password/${TOKEN}`,
                trace_id: TRACE,
                attributes: { 'url.full': { value: `/sk/reset-password/${TOKEN}`, type: 'string' } },
              },
            ],
          },
        ],
      ],
    ];
    const scrubbed = scrubEnvelope(envelope);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(LEAD);
    expect(text).toContain('/sk/reset-password/[token]');
    expect(text).toContain('"dsn":"https://key@o1.ingest.sentry.io/1"');
    expect(text.match(new RegExp(TRACE, 'g'))?.length).toBe(5);
    expect(text).toContain('"name":"sentry.javascript.react"');
    expect(text).toContain('"name":"/sk/reset-password/[token]"');
    // The recording is still a recording: its DOM kept whole (the doctype's name too), only the addresses scrubbed.
    const [, items] = scrubbed as unknown as [unknown, [unknown, string][]];
    const events = JSON.parse(items[1]?.[1].split('\n')[1] ?? '[]') as typeof recording;
    expect(events[2]).toEqual({
      type: 2,
      data: {
        node: {
          type: 0,
          childNodes: [
            { type: 1, name: 'html' },
            { type: 2, tagName: 'a', attributes: { href: '/sk/questionnaire-info/[token]' }, childNodes: [] },
          ],
        },
      },
    });
  });

  it('drops an envelope whose recording it cannot read (compressed) rather than send it unscrubbed', () => {
    const compressed = new Uint8Array([0x78, 0x9c, 0xff, 0xfe, 0x00]);
    expect(
      scrubEnvelope([
        {},
        [
          [{ type: 'replay_event' }, { urls: [] }],
          [{ type: 'replay_recording' }, compressed],
        ],
      ]),
    ).toBeUndefined();
  });

  it('filters every field of SPEC §3 and the questionnaire’s answers by name', () => {
    const body = {
      name: 'Ján',
      surname: 'Novák',
      academic_title_before: 'Ing.',
      birthdate: '1990-01-01',
      idcard_no: 'EA123456',
      idcard_validity: '2030-01-01',
      nationality: 'SK',
      street: 'Hlavná 1',
      zip: '81101',
      city: 'Bratislava',
      country: 'SK',
      taxResidency: 'SK',
      bankAccountOwner: 'Ján Novák',
      aml_info: 'dedičstvo',
      agent_registration_number: 'NBS-1',
      sms_code: '123456',
      email_code: '654321',
      odpovede: [{ question: 'd2', values: ['over_2000'], text: 'stavebníctvo' }],
      d2_activity: 'stavebníctvo',
      a1: 'yes',
      e3_pai: '20',
    };
    const scrubbed = scrubValue(body);
    expect(Object.values(scrubbed).every((value) => value === '[Filtered]')).toBe(true);
  });
});
