// @vitest-environment node
import { ApiError, errorToast } from '..';

const refused = (body: Record<string, string>, status = 400) =>
  new ApiError({ endpoint: 'saveStrategies', kind: 'http', status, body });

describe('SPEC §8: the server’s result text, or the generic error if there is none', () => {
  it('shows the provider’s result text when it sends no message', () => {
    expect(errorToast(refused({ result: 'Účet je dočasne zablokovaný.' }), 'sk')).toMatchObject({
      titleKey: 'errors.title',
      text: 'Účet je dočasne zablokovaný.',
    });
  });

  it('prefers message_{lang}, then message, to the result', () => {
    const body = {
      result: 'strategy closed',
      message: 'Stratégia je uzavretá.',
      message_en: 'The strategy is closed.',
    };
    expect(errorToast(refused(body), 'en').text).toBe('The strategy is closed.');
    expect(errorToast(refused(body), 'bg').text).toBe('Stratégia je uzavretá.');
    expect(errorToast(refused({ result: 'strategy closed', message_en: '  ' }), 'en').text).toBe('strategy closed');
  });

  it.each(['wrong code', 'code expired', 'unauthorized', 'ok', 'true', 'success', 'idempotency key reused'])(
    'never shows the machine code %s as text: the generic error instead',
    (result) => {
      expect(errorToast(refused({ result }, 422), 'sk')).toEqual({
        type: 'error',
        titleKey: 'errors.title',
        textKey: 'errors.generic',
      });
    },
  );

  it('shows the generic error when there is no text at all', () => {
    expect(errorToast(refused({}, 502), 'sk')).toEqual({
      type: 'error',
      titleKey: 'errors.title',
      textKey: 'errors.generic',
    });
  });

  it('explains the provider’s step-order and link refusals in the app’s words, never by their codes', () => {
    const contract = new ApiError({
      endpoint: 'contract',
      kind: 'http',
      status: 409,
      body: { result: 'documents required' },
    });
    expect(errorToast(contract, 'sk')).toMatchObject({ textKey: 'errors.documentsRequired' });
    const upload = new ApiError({
      endpoint: 'uploadDocuments',
      kind: 'http',
      status: 409,
      body: { result: 'verification required', message: 'x' },
    });
    expect(errorToast(upload, 'sk')).toMatchObject({ textKey: 'errors.verificationRequired' });
    const link = new ApiError({
      endpoint: 'authentication',
      kind: 'http',
      status: 401,
      body: { result: 'link already used' },
    });
    expect(errorToast(link, 'sk')).toMatchObject({ textKey: 'errors.linkAlreadyUsed' });
    const scope = new ApiError({
      endpoint: 'newStrategy',
      kind: 'http',
      status: 403,
      body: { result: 'link not for this' },
    });
    expect(errorToast(scope, 'sk')).toMatchObject({ textKey: 'errors.linkNotForThis' });
  });
});
