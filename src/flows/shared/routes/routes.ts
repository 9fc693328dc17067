/**
 * The one home of the app's addresses (SPEC §2): every route by name, its path and the step number of its route
 * metadata. The flows navigate with `pathTo(name)`; the app's route table (src/app/routing/route-table.ts) adds
 * the screens' loaders and the guard to these entries. It lives in the flows, not the app, because the flows
 * may not import the app (the layers of DESIGN.md) and the app already builds on the flows.
 */
export const ROUTES = {
  landing: { path: '/' },
  registration: { path: '/registration' },
  login: { path: '/login' },
  'forgot-password': { path: '/forgot-password' },
  'reset-password': { path: '/:lang/reset-password/:token?' },
  'personal-info': { path: '/steps/personal-info', step: 2 },
  'child-personal-info': { path: '/steps/child-personal-info', step: 2 },
  'address-and-bank-account': { path: '/steps/address-and-bank-account', step: 3 },
  'questionnaire-info': { path: '/steps/questionnaire-info' },
  questionnaire: { path: '/steps/questionnaire', step: 4 },
  'questionnaire-evaluation': { path: '/steps/questionnaire-evaluation' },
  'investment-strategy': { path: '/steps/investment-strategy', step: 5 },
  'documents-upload': { path: '/steps/documents-upload', step: 6 },
  contracts: { path: '/steps/contracts', step: 7 },
  'thank-you': { path: '/steps/thank-you', step: 8 },
  'start-verification': { path: '/steps/start-verification', step: 10 },
  'verification-result': { path: '/steps/verification-result/:uuid' },
  'update-questionnaire': { path: '/:lang/investment-questionnaire/:token?' },
  'update-evaluation': { path: '/:lang/questionnaire-evaluation/:token?' },
  'update-thank-you': { path: '/:lang/update-thank-you' },
  'update-questionnaire-info': { path: '/:lang/questionnaire-info/:token?' },
  // The token is optional: it leaves the address bar once read (/{lang}/new_strategy/), and the page stays.
  'new-strategy': { path: '/:lang/new_strategy/:token?' },
} as const satisfies Record<string, { path: string; step?: number }>;

export type RouteName = keyof typeof ROUTES;

/** The parameters a route's path names (`:lang`, `:token?`, `:uuid`). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? ParamName<Param> | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? ParamName<Param>
    : never;
type ParamName<Param extends string> = Param extends `${infer Name}?` ? Name : Param;

/** The routes whose path has no parameters (`pathTo(name)` alone). */
export type PlainRouteName = {
  [Name in RouteName]: ParamsOf<(typeof ROUTES)[Name]['path']> extends never ? Name : never;
}[RouteName];

type PathParams<Name extends RouteName> = {
  [Key in ParamsOf<(typeof ROUTES)[Name]['path']>]?: string | undefined;
};

/** A parameter's segment of a route's path (`/:lang`, `/:token?`): its name, and `?` where it is optional. */
export const PATH_PARAMETER = /\/:(\w+)(\??)/g;

/**
 * The address of the route `name`, e.g. `pathTo('contracts')`, `pathTo('reset-password', { lang, token })`.
 * Parameters are encoded; an optional one left out (or undefined) leaves its segment out.
 */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...[params]: ParamsOf<(typeof ROUTES)[Name]['path']> extends never ? [] : [PathParams<Name>]
): string {
  const values: Partial<Record<string, string>> = params ?? {};
  // Written out rather than React Router's generatePath, which no other code needs: the landing page's script budget.
  return ROUTES[name].path.replace(PATH_PARAMETER, (_segment, key: string) => {
    const value = values[key];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}
