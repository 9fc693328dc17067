import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { StudioSection } from '../workspace/studio-section';
import { ChangeItems } from './change-items';
import { FactsList } from './facts-list';
import { formatDateTime } from './format-date-time';
import { GateReport } from './gate-report';
import { ImpactTable } from './impact-table';
import { PublishForm } from './publish-form';
import { QueryState } from './query-state';
import { ReviewForm } from './review-form';
import { ScreenHeading } from './screen-heading';
import { StatusChip } from './status-chip';
import type { ChangeDetail } from './types';
import { getChange } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import { workflowHash } from './workflow-route';

/** Moves the focus to a section's heading once it is on screen (after a review, to what comes next). */
const focusHeading = (id: string) =>
  requestAnimationFrame(() => {
    const heading = document.getElementById(`${id}-heading`);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  });

/**
 * One change as an approver reviews it: why (reason, reference, author), what (each definition's diff, versions
 * and hashes), the gates, the impact on the golden sets, the reviews; the decision and the publication for an
 * approver who is not one of its authors. Its authors see no approve button.
 */
export function ChangeDetailScreen({ changeId }: { changeId: number }) {
  const { t } = useStudioTranslation();
  const query = useQuery({ queryKey: workflowKeys.change(changeId), queryFn: () => getChange(changeId) });
  return (
    <>
      <ScreenHeading>
        {t('wfChangeTitle', { id: changeId })} {query.data && <StatusChip status={query.data.status} />}
      </ScreenHeading>
      <QueryState query={query}>{(change) => <ChangeBody change={change} />}</QueryState>
    </>
  );
}

function ChangeBody({ change }: { change: ChangeDetail }) {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const { session } = useStaffSession();
  const me = session.status === 'signed-in' ? session.staff : undefined;
  const isApprover = session.status === 'signed-in' && session.hasRole('approver');
  const authored = me !== undefined && change.contributorIds.includes(me.id);
  return (
    <>
      <StudioSection id="change-why" title={t('wfWhy')}>
        <FactsList
          facts={[
            [t('wfReason'), change.reason],
            [t('wfReference'), change.reference],
            [t('wfAuthor'), change.author.name],
            [t('wfProposedAt'), formatDateTime(change.createdAt, language)],
          ]}
        />
      </StudioSection>
      <StudioSection id="change-what" title={t('wfWhat')}>
        <ChangeItems items={change.items} />
      </StudioSection>
      <StudioSection id="change-gates" title={t('wfGates')}>
        <GateReport report={change.gateReport} />
      </StudioSection>
      <StudioSection id="change-impact" title={t('wfImpact')}>
        <ImpactTable impact={change.gateReport.impact} />
      </StudioSection>
      <StudioSection id="change-review" title={t('wfReview')}>
        {change.reviews.length > 0 && (
          <Box component="ul" sx={{ pl: 2, mt: 0 }}>
            {change.reviews.map((review) => (
              <li key={`${review.reviewer.id}-${review.at}`}>
                {t(review.decision === 'approve' ? 'wfReviewApproved' : 'wfReviewRejected', {
                  name: review.reviewer.name,
                  at: formatDateTime(review.at, language),
                })}
                {review.comment && <Box sx={{ whiteSpace: 'pre-wrap' }}>„{review.comment}“</Box>}
              </li>
            ))}
          </Box>
        )}
        {change.status !== 'proposed' ? null : authored ? (
          <Typography>{t('wfYouAuthored')}</Typography>
        ) : isApprover ? (
          <ReviewForm change={change} onReviewed={() => focusHeading('change-review')} />
        ) : (
          <Typography>{t('wfAwaitingReview')}</Typography>
        )}
      </StudioSection>
      <StudioSection id="change-publication" title={t('wfPublication')}>
        {change.publication ? (
          <FactsList
            facts={[
              [t('wfEffectiveFrom'), formatDateTime(change.publication.effectiveAt, language)],
              [t('wfPublishedBy'), change.publication.publishedBy.name],
              [t('wfPublishedOn'), formatDateTime(change.publication.publishedAt, language)],
            ]}
          />
        ) : change.status === 'approved' && isApprover && !authored ? (
          <PublishForm change={change} onPublished={() => focusHeading('change-publication')} />
        ) : (
          <Typography>{change.status === 'rejected' ? t('wfNotPublishedRejected') : t('wfNotPublishedYet')}</Typography>
        )}
        {change.publication &&
          change.items.map((item) => (
            <Typography key={item.definitionId} sx={{ mt: 1 }}>
              <Link href={`${workflowHash({ screen: 'history', definitionId: item.definitionId })}`}>
                {t('wfHistoryOf', { path: item.path.replace(/^schemas\//, '') })}
              </Link>
            </Typography>
          ))}
      </StudioSection>
    </>
  );
}
