import { restoreProfile } from '../../../api';
import { draftStore } from '../draft-store';

/**
 * After a reload: the profile from the lead token cookie, and the drafts this tab sealed for that lead. The
 * drafts are awaited (a few milliseconds) so the screens render with them; the profile's details follow.
 */
export async function restoreSession(): Promise<void> {
  void restoreProfile();
  await draftStore.restore().catch(() => undefined);
}
