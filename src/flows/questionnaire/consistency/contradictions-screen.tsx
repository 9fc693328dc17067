import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsistencyRule } from '../../../definition/consistency/types';
import { ScreenLayout } from '../../shared/screen-layout';
import { bundledConsistency } from './bundled-consistency';
import type { ConsistencyDefinition } from '../../../definition/consistency/types';
import { ContradictionItem } from './contradiction-item';
import type { QuestionPlace } from './question-places';

export interface ContradictionsScreenProps {
  /** The rules the answers break now (re-evaluated on every change). */
  fired: readonly ConsistencyRule[];
  /** The `confirm` rules the client has ticked. */
  ticked: ReadonlySet<string>;
  /** Where each question is asked in the versions answered: the links' titles. */
  places: ReadonlyMap<string, QuestionPlace>;
  onTick: (id: string, ticked: boolean) => void;
  /** A link to a question: its section opens with the focus on it. */
  onGoTo: (slug: string) => void;
  /** Back to the last section. */
  onBack: () => void;
  /** Every `confirm` rule is ticked: send the answers. */
  onSend: () => void;
  busy: boolean;
  /** The rules file evaluated (its heading and introduction): the pinned version, the bundled one by default. */
  definition?: ConsistencyDefinition;
}

/**
 * The check of the answers as a whole, after the last section and before sending (ESMA35-43-3172 guideline 4,
 * paras 49 and 51): every contradiction in plain words with links back to the questions concerned; a `confirm`
 * one needs a tick (or a changed answer), a `review` one goes to an adviser. Sending with a tick missing shows the
 * error beside each such tick and moves the focus to the first.
 */
export function ContradictionsScreen({
  fired,
  ticked,
  places,
  onTick,
  onGoTo,
  onBack,
  onSend,
  busy,
  definition = bundledConsistency.definition,
}: ContradictionsScreenProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const ticks = useRef(new Map<string, HTMLInputElement>());
  const [tried, setTried] = useState(false);
  const toConfirm = fired.filter((rule) => rule.severity === 'confirm');
  const toReview = fired.filter((rule) => rule.severity === 'review');
  const missing = toConfirm.filter((rule) => !ticked.has(rule.id));

  useEffect(() => {
    window.scrollTo(0, 0);
    // The screen replaced the last section: a screen reader starts at its heading, as after a section change.
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const first = missing[0];
    if (first) ticks.current.get(first.id)?.focus();
    else onSend();
  };

  return (
    <ScreenLayout
      title={t(definition.title)}
      headingRef={heading}
      description={fired.length > 0 && definition.description ? t(definition.description) : undefined}
    >
      <Box component="form" noValidate onSubmit={send}>
        {fired.length === 0 && (
          <Alert severity="success" sx={{ mb: 3 }}>
            {t('consistency.screen.resolved')}
          </Alert>
        )}
        {toConfirm.length > 0 && (
          <Box component="section" aria-labelledby="contradictions-confirm" sx={{ mb: 3 }}>
            <Typography id="contradictions-confirm" component="h2" variant="h5" gutterBottom>
              {t('consistency.screen.toConfirm')}
            </Typography>
            {toConfirm.map((rule) => (
              <ContradictionItem
                key={rule.id}
                rule={rule}
                places={places}
                onGoTo={onGoTo}
                ticked={ticked.has(rule.id)}
                missing={tried && !ticked.has(rule.id)}
                onTick={(value) => onTick(rule.id, value)}
                tickRef={(input) => {
                  if (input) ticks.current.set(rule.id, input);
                  else ticks.current.delete(rule.id);
                }}
              />
            ))}
          </Box>
        )}
        {toReview.length > 0 && (
          <Box component="section" aria-labelledby="contradictions-review" sx={{ mb: 3 }}>
            <Typography id="contradictions-review" component="h2" variant="h5" gutterBottom>
              {t('consistency.screen.toReview')}
            </Typography>
            <Typography gutterBottom>{t('consistency.screen.reviewNote')}</Typography>
            {toReview.map((rule) => (
              <ContradictionItem key={rule.id} rule={rule} places={places} onGoTo={onGoTo} />
            ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button variant="outlined" size="large" onClick={onBack}>
            {t('consistency.screen.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('consistency.screen.send')}
          </Button>
        </Stack>
      </Box>
    </ScreenLayout>
  );
}
