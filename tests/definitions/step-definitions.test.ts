// @vitest-environment node
import type { Definition } from '../../src/engine';
import { type Data, problemsOf as problemsOfOn } from '../flows/problems-of';
import { nextStep } from '../../src/flows/shared/next-step';
import { readTexts } from '../../scripts/lint-definitions.ts';
import personalInfoJson from '../../schemas/steps/personal-info.json';
import registrationJson from '../../schemas/steps/registration.json';

const registration = registrationJson as unknown as Definition;
const personalInfo = personalInfoJson as unknown as Definition;
const TODAY = '2025-06-15';

/** The problems a person would be shown, judged on TODAY. */
const problemsOf = (definition: Definition, data: Data) => problemsOfOn(definition, data, TODAY);

const validRegistration: Data = {
  email: 'jana@example.com',
  password: 'secret1',
  repeat_password: 'secret1',
  email_code: '123456',
  consent: true,
  marketing_agree: false,
};

const validPerson: Data = {
  academic_title_before: 'Ing.',
  name: 'Jana',
  surname: 'Nováková',
  birthdate: '1975-01-01',
  birthnumber: '750101/1232',
  idcard_no: 'EA123456',
  idcard_validity: '2030-12-31',
  nationality: 'SK',
  phone: '+421 905 123 456',
  sms_code: '654321',
  politically_exposed_person: false,
  child_investment: false,
  intermediaryPerson: false,
  referred_by_client: false,
};

describe('registration (SPEC §3 account fields, §5)', () => {
  it('accepts a complete registration', () => {
    expect(problemsOf(registration, validRegistration)).toEqual([]);
  });

  it('needs the consent given, the passwords equal and six characters long, and a six-digit code', () => {
    expect(problemsOf(registration, { ...validRegistration, consent: false })).toEqual(['consent const']);
    expect(problemsOf(registration, { ...validRegistration, consent: undefined })).toEqual(['consent required']);
    expect(problemsOf(registration, { ...validRegistration, repeat_password: 'secret2' })).toEqual([
      'repeat_password validation.passwordsDiffer',
    ]);
    expect(problemsOf(registration, { ...validRegistration, password: 'abc12', repeat_password: 'abc12' })).toEqual([
      'password format:password',
    ]);
    expect(problemsOf(registration, { ...validRegistration, email_code: '12345' })).toEqual(['email_code pattern']);
    expect(problemsOf(registration, { ...validRegistration, marketing_agree: undefined })).toEqual([]);
  });

  it('gives the consent SPEC’s message and goes on to personal info', () => {
    expect(registration.uiSchema).toMatchObject({
      consent: { 'ui:errorMessages': { const: 'validation.consentRequired', required: 'validation.consentRequired' } },
    });
    expect(readTexts('en').get('validation.consentRequired')).toBe(
      'Please accept your consent to the processing of personal data',
    );
    expect(registration.codeCheck).toEqual({ kind: 'email', target: 'email', code: 'email_code' });
    expect(nextStep(registration.next, validRegistration)).toBe('/steps/personal-info');
  });
});

describe('personal-info (SPEC §3 person fields, §4, §5)', () => {
  it('accepts a complete adult person, the academic title being optional', () => {
    expect(problemsOf(personalInfo, validPerson)).toEqual([]);
    expect(problemsOf(personalInfo, { ...validPerson, academic_title_before: undefined })).toEqual([]);
  });

  it('asks for the agent’s registration number only when a financial agent is involved', () => {
    expect(problemsOf(personalInfo, { ...validPerson, intermediaryPerson: true })).toEqual([
      'agent_registration_number required',
    ]);
    expect(
      problemsOf(personalInfo, { ...validPerson, intermediaryPerson: true, agent_registration_number: '12345' }),
    ).toEqual([]);
  });

  it('checks Latin names, the birth number against the birthdate, adulthood, the document validity and the phone', () => {
    expect(problemsOf(personalInfo, { ...validPerson, surname: 'Новакова' })).toEqual(['surname format:latin']);
    expect(problemsOf(personalInfo, { ...validPerson, birthnumber: '750101/1233' })).toEqual([
      'birthnumber format:birth-number',
    ]);
    expect(problemsOf(personalInfo, { ...validPerson, birthdate: '1975-01-02' })).toEqual([
      'birthnumber validation.birthNumberMismatch',
    ]);
    expect(problemsOf(personalInfo, { ...validPerson, birthdate: '2010-05-05', birthnumber: undefined })).toEqual([
      'birthnumber required',
      'birthdate validation.notAdult',
    ]);
    expect(problemsOf(personalInfo, { ...validPerson, idcard_validity: '2025-06-14' })).toEqual([
      'idcard_validity validation.expired',
    ]);
    expect(problemsOf(personalInfo, { ...validPerson, phone: '+44 7700 900123' })).toEqual(['phone format:phone']);
    expect(problemsOf(personalInfo, { ...validPerson, sms_code: 'abcdef' })).toEqual(['sms_code pattern']);
  });

  it('goes to the child’s data when investing for a child, else to address and bank account', () => {
    expect(nextStep(personalInfo.next, validPerson)).toBe('/steps/address-and-bank-account');
    expect(nextStep(personalInfo.next, { ...validPerson, child_investment: true })).toBe('/steps/child-personal-info');
    expect(personalInfo.codeCheck).toEqual({ kind: 'sms', target: 'phone', code: 'sms_code' });
  });
});

describe('the texts of the definitions’ errors', () => {
  it('has the generic message of every keyword and format the definitions use, in sk, en and bg', () => {
    const used = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'format' && typeof value === 'string') used.add(`validation.format.${value}`);
          else if (
            ['required', 'minLength', 'maxLength', 'pattern', 'const', 'enum', 'minimum', 'maximum'].includes(key)
          )
            used.add(`validation.${key}`);
          if (key !== 'const' && key !== 'default') visit(value);
        }
      }
    };
    visit([registration.schema, personalInfo.schema]);
    for (const language of ['sk', 'en', 'bg'] as const) {
      const texts = readTexts(language);
      expect({ language, missing: [...used].filter((key) => !texts.get(key)) }).toEqual({ language, missing: [] });
    }
    expect(readTexts('sk').get('validation.format.birth-number')).toBe('Rodné číslo je nesprávne');
    expect(readTexts('sk').get('validation.format.latin')).toBe('Používajte iba latinské znaky.');
    expect(readTexts('sk').get('validation.format.password')).toBe('Heslo musí obsahovať najmenej 6 znakov!');
    expect(readTexts('sk').get('validation.passwordsDiffer')).toBe('Zadané heslá sa nezhodujú!');
    expect(readTexts('sk').get('validation.wrongCode')).toBe('Zadali ste nesprávny kód');
  });
});
