import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ONBOARDING_STEPS, onboardingPlaceOf } from './routes/onboarding-steps';

/**
 * Where the person is in the onboarding (issue 25): one line, "Step 3 of 9 · Address and account", over a bar of the
 * nine steps (short step names, `routes.stepNames`, so the line fits a 320 px screen in every language). Screen
 * readers get the steps as a list in a named navigation region, the current one marked with `aria-current="step"`
 * and read with its place; the visible line is the same words and stays out of their way.
 * Outside the onboarding (login, the update flows) it shows nothing. The heading, not this, takes the focus after a
 * navigation (src/app/routing/scroll-and-focus.tsx), so reading starts at the screen's title as before.
 */
export function OnboardingProgress() {
  const { pathname } = useLocation();
  const at = onboardingPlaceOf(pathname);
  if (!at) return null;
  return <ProgressBar place={at.place} total={at.total} name={at.name} done={at.done} />;
}

/**
 * The drawing, by the place alone: a screen rendered ahead shows under a new location object (its history entry's),
 * and the same place must not render the nine steps again (about 70 components, their styles serialized anew, in every
 * step change's commit: issue 24).
 */
const ProgressBar = memo(function ProgressBar({
  place,
  total,
  name,
  done,
}: {
  place: number;
  total: number;
  name: string;
  done: boolean;
}) {
  const { t } = useTranslation();
  const stepName = t(`routes.stepNames.${name}`);
  const stepOf = t('routes.stepOf', { step: place, total });
  return (
    <Box component="nav" aria-label={t('routes.progress')} sx={{ mb: 2 }}>
      <Typography
        component="p"
        variant="body2"
        aria-hidden="true"
        sx={{
          fontSize: '0.8125rem',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          color: 'text.secondary',
        }}
      >
        {done ? (
          t('routes.allDone')
        ) : (
          <>
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {stepOf}
            </Box>
            {` · ${stepName}`}
          </>
        )}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.75 }}>
        {ONBOARDING_STEPS.map((step, index) => {
          const current = !done && index + 1 === place;
          return (
            <Box
              component="li"
              key={step.name}
              aria-current={current ? 'step' : undefined}
              sx={{
                flex: 1,
                height: 4,
                borderRadius: 2,
                bgcolor: done || index + 1 < place ? 'primary.main' : current ? 'primary.dark' : 'grey.300',
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {current ? `${stepOf}: ${stepName}` : t(`routes.stepNames.${step.name}`)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
