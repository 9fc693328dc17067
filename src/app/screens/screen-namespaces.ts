import { routeTable } from '../routing/route-table';

/**
 * The locale files (namespaces) each screen's texts come from, beyond the app's START_NAMESPACES (i18n.ts),
 * by route name: loaded with the screen's code, so the landing page downloads none of them. The questionnaire
 * sections' texts (`questionnaire`) come with each section instead (src/flows/questionnaire/section-source.ts): a
 * published section's module carries them, a bundled section loads the locale file with its definition.
 * src/app/screens/screen-namespaces.test.ts checks each list against the keys the screen's code and definitions use.
 */
export const SCREEN_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  registration: ['steps', 'widgets'],
  login: ['auth', 'widgets'],
  'forgot-password': ['auth', 'widgets'],
  'reset-password': ['auth', 'widgets'],
  'personal-info': ['steps', 'widgets'],
  'child-personal-info': ['steps-child', 'widgets'],
  'address-and-bank-account': ['steps-address', 'widgets'],
  'questionnaire-info': ['questionnaireFlow'],
  questionnaire: ['questionnaireFlow', 'consistency', 'widgets'],
  'questionnaire-evaluation': ['questionnaireFlow', 'riskPicture', 'consistency'],
  'investment-strategy': ['strategies', 'widgets'],
  'documents-upload': ['documents', 'widgets'],
  contracts: ['contracts', 'documents', 'widgets'],
  'thank-you': ['contracts'],
  'start-verification': ['verification'],
  'verification-result': ['verification'],
  'update-questionnaire': ['questionnaireFlow', 'questionnaireUpdate', 'consistency', 'widgets'],
  'update-evaluation': [
    'questionnaireFlow',
    'questionnaireUpdate',
    'riskPicture',
    'profileChange',
    'consistency',
    'widgets',
  ],
  'update-thank-you': ['questionnaireUpdate'],
  'update-questionnaire-info': ['questionnaireFlow', 'questionnaireUpdate'],
  'new-strategy': ['strategies', 'widgets'],
};

/** The namespaces of the screen a route table's loader loads (none for a loader not in the table). */
export function namespacesOf(load: unknown): readonly string[] {
  const route = routeTable.find((candidate) => candidate.load === load);
  return (route && SCREEN_NAMESPACES[route.name]) ?? [];
}
