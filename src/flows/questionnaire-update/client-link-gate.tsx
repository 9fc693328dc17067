import type { ReactNode } from 'react';
import { ClientLinkGate as SharedClientLinkGate, type ClientLinkTexts } from '../shared/client-link/client-link-gate';
import { openClientLink } from './open-client-link';

const TEXTS: ClientLinkTexts = {
  title: 'questionnaireUpdate.title',
  loading: 'questionnaireUpdate.loading',
  invalidTitle: 'questionnaireUpdate.linkInvalidTitle',
  invalid: 'questionnaireUpdate.linkInvalid',
  loadFailed: 'questionnaireUpdate.loadFailed',
  retry: 'questionnaireUpdate.retry',
};

/** The update's pages once its client-zone link is open (the shared gate with the update's texts and loading). */
export function ClientLinkGate({ page, children }: { page: string; children: () => ReactNode }) {
  return (
    <SharedClientLinkGate page={page} open={openClientLink} texts={TEXTS}>
      {children}
    </SharedClientLinkGate>
  );
}
