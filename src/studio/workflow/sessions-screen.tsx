import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { roleNames } from '../registry/role-names';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { EndSessionsForm } from './end-sessions-form';
import { formatDateTime } from './format-date-time';
import { QueryState } from './query-state';
import { ScreenHeading } from './screen-heading';
import type { StaffSessionSummary } from './types';
import { getStaffSessions } from './workflow-api';
import { workflowKeys } from './workflow-query-client';

/** One member of staff and their sessions alive now (one per sign-in: a second browser, another device). */
interface Person {
  staffId: string;
  name: string;
  roles: string[];
  sessions: StaffSessionSummary[];
}

/** The sessions grouped by person, by name; each person's sessions newest first. */
function byPerson(sessions: readonly StaffSessionSummary[], language: string): Person[] {
  const people = new Map<string, Person>();
  for (const session of sessions) {
    const { staffId, name, roles } = session;
    const person = people.get(staffId) ?? { staffId, name, roles, sessions: [] };
    person.sessions.push(session);
    people.set(staffId, person);
  }
  for (const person of people.values()) person.sessions.sort((a, b) => b.signedInAt.localeCompare(a.signedInAt));
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The administrator's view of who is signed in to the registry, and the one act on it: ending all of a person's
 * sessions with a reason (someone leaving, a lost laptop), which the registry writes to the audit log.
 */
export function SessionsScreen() {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const { session } = useStaffSession();
  const admin = session.status === 'signed-in' && session.hasRole('admin');
  const me = session.status === 'signed-in' ? session.staff.id : undefined;
  const query = useQuery({ queryKey: workflowKeys.staffSessions(), queryFn: getStaffSessions, enabled: admin });
  // Where the focus goes once a person's card, with the button just pressed, has left the list.
  const summary = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <ScreenHeading>{t('wfSessionsTitle')}</ScreenHeading>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('wfSessionsIntro')}</Typography>
      {!admin ? (
        <Typography>{t('wfOnlyAdmins')}</Typography>
      ) : (
        <QueryState query={query}>
          {(sessions) => {
            const people = byPerson(sessions, language);
            return (
              <>
                <Typography ref={summary} tabIndex={-1} sx={{ mb: 2, fontWeight: 600, outline: 'none' }}>
                  {t('wfSessionsPeople', { count: people.length })}
                </Typography>
                <Box component="ul" aria-label={t('wfSessionsTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {people.map((person) => (
                    <Paper component="li" key={person.staffId} sx={{ p: 2, mb: 1.5, maxWidth: 760 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {person.staffId === me ? t('wfSessionsYou', { name: person.name }) : person.name}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {t('wfSessionsWho', {
                          staffId: person.staffId,
                          roles: roleNames(t, person.roles),
                        })}
                      </Typography>
                      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                        {person.sessions.map((alive, index) => (
                          // Two sign-ins in the same millisecond are two sessions all the same.
                          <Typography component="li" variant="body2" key={`${alive.signedInAt} ${index}`}>
                            {t('wfSessionTimes', {
                              signedInAt: formatDateTime(alive.signedInAt, language),
                              lastSeenAt: formatDateTime(alive.lastSeenAt, language),
                              expiresAt: formatDateTime(alive.expiresAt, language),
                            })}
                          </Typography>
                        ))}
                      </Box>
                      <EndSessionsForm
                        staffId={person.staffId}
                        name={person.name}
                        own={person.staffId === me}
                        onEnded={() => summary.current?.focus()}
                      />
                    </Paper>
                  ))}
                </Box>
              </>
            );
          }}
        </QueryState>
      )}
    </>
  );
}
