import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsistencyRule } from '../../../definition/consistency/types';
import { fieldId } from '../../../engine';
import type { QuestionPlace } from './question-places';

export interface ContradictionItemProps {
  rule: ConsistencyRule;
  /** Where each question is asked in the versions answered (its title's i18n key). */
  places: ReadonlyMap<string, QuestionPlace>;
  /** Opens the question's section with the focus on it. */
  onGoTo: (slug: string) => void;
  /** A `confirm` rule: whether its tick is set, and the error shown when it is missing. */
  ticked?: boolean;
  missing?: boolean;
  onTick?: (ticked: boolean) => void;
  tickRef?: Ref<HTMLInputElement>;
}

/**
 * One contradiction: its heading and explanation in plain words, a link to each question it concerns, and for a
 * `confirm` rule the required tick with its error beside it.
 */
export function ContradictionItem({ rule, places, onGoTo, ticked, missing, onTick, tickRef }: ContradictionItemProps) {
  const { t } = useTranslation();
  const headingId = `contradiction-${rule.id}`;
  const errorId = `contradiction-${rule.id}-error`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: missing ? 'error.main' : 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t(rule.title)}
      </Typography>
      <Typography gutterBottom>{t(rule.text)}</Typography>
      <Typography component="p" variant="subtitle2" id={`${headingId}-questions`}>
        {t('consistency.screen.questions')}
      </Typography>
      <Box component="ul" aria-labelledby={`${headingId}-questions`} sx={{ mt: 0.5, pl: 3 }}>
        {rule.questions.map((slug) => {
          const title = places.get(slug)?.title;
          return (
            <li key={slug}>
              <Link
                href={`#${fieldId(slug)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGoTo(slug);
                }}
              >
                {t('consistency.screen.goTo', { question: title ? t(title) : slug })}
              </Link>
            </li>
          );
        })}
      </Box>
      {rule.severity === 'confirm' && rule.confirm && onTick && (
        <FormControl error={missing === true} required sx={{ display: 'flex', mt: 1 }}>
          <FormControlLabel
            required
            label={t(rule.confirm)}
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={ticked === true}
                onChange={(event) => onTick(event.target.checked)}
                sx={{ mt: -1 }}
                slotProps={{
                  input: {
                    ref: tickRef,
                    'aria-invalid': missing || undefined,
                    'aria-describedby': missing ? errorId : undefined,
                  },
                }}
              />
            }
          />
          {missing && <FormHelperText id={errorId}>{t('consistency.screen.confirmRequired')}</FormHelperText>}
        </FormControl>
      )}
    </Box>
  );
}
