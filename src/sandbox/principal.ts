import type { endpoints, EndpointName } from '../api/endpoints.ts';
import { fail } from './http-error.ts';
import type { Client, Lead } from './store.ts';

export interface PublicPrincipal {
  kind: 'none';
}
export interface OnboardingPrincipal {
  kind: 'onboarding';
}
export interface ClientPrincipal {
  kind: 'client';
  client: Client;
}
export interface LeadPrincipal {
  kind: 'lead';
  lead: Lead;
}
export type Principal = PublicPrincipal | OnboardingPrincipal | ClientPrincipal | LeadPrincipal;

type Spec<N extends EndpointName> = (typeof endpoints)[N];

/**
 * Who may call endpoint N, read off the table at compile time: `lead` needs a lead token; `app` needs the
 * client-zone token below `client_zone/`, the onboarding token elsewhere, and the read-only lists take either
 * (the client-zone new-strategy page shows the strategies too).
 */
export type PrincipalFor<N extends EndpointName> = Spec<N>['auth'] extends 'lead'
  ? LeadPrincipal
  : Spec<N>['auth'] extends 'app'
    ? Spec<N>['path'] extends `client_zone/${string}`
      ? ClientPrincipal
      : Spec<N>['method'] extends 'GET'
        ? OnboardingPrincipal | ClientPrincipal
        : OnboardingPrincipal
    : PublicPrincipal;

/** The lead behind the token, once it has registered; every step after registration needs that. */
export function registeredLead(principal: LeadPrincipal): Lead {
  if (!principal.lead.registered) throw fail(403, 'registration required');
  return principal.lead;
}
