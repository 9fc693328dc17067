// @vitest-environment node
import { COMMON_FAQ, withCommonFaq } from '../page-faq';

describe('withCommonFaq', () => {
  it('puts SPEC §1’s three cards first, then the page’s own, each once', () => {
    expect(COMMON_FAQ).toEqual(['whyEmail', 'documents', 'free']);
    expect(withCommonFaq(['strategies', 'suitability'])).toEqual([
      'whyEmail',
      'documents',
      'free',
      'strategies',
      'suitability',
    ]);
    expect(withCommonFaq(['safe', 'documents', 'free'])).toEqual(['whyEmail', 'documents', 'free', 'safe']);
    expect(withCommonFaq([])).toEqual(['whyEmail', 'documents', 'free']);
  });
});
