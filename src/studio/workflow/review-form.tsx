import { Alert, Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { workflowErrorText } from './workflow-error-text';
import { reviewChange } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import type { ChangeDetail } from './types';

export interface ReviewFormProps {
  change: ChangeDetail;
  /** Called with the change as the review left it. */
  onReviewed: (change: ChangeDetail) => void;
}

/**
 * An approver's decision with a comment. Approval needs every gate passed: the button is disabled and says why
 * (the server refuses it too). A rejection needs a comment saying why, as the server does.
 */
export function ReviewForm({ change, onReviewed }: ReviewFormProps) {
  const { t } = useStudioTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  // Whether the missing comment is said; put in words as shown, so it follows a change of the studio's language.
  const [commentMissing, setCommentMissing] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const review = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => reviewChange(change.id, decision, comment.trim()),
    onSuccess: (reviewed) => {
      queryClient.setQueryData(workflowKeys.change(change.id), reviewed);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
      announce(
        reviewed.status === 'approved' ? t('wfApprovedNow', { id: change.id }) : t('wfRejectedNow', { id: change.id }),
      );
      onReviewed(reviewed);
    },
  });
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !comment.trim()) {
      setCommentMissing(true);
      commentRef.current?.focus();
      return;
    }
    setCommentMissing(false);
    review.mutate(decision);
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {!change.gatesPassed && (
        <Alert id="approve-blocked" severity="warning" sx={{ mb: 2 }}>
          {t('wfApproveBlocked')}
        </Alert>
      )}
      <TextField
        label={t('wfComment')}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          if (commentMissing && event.target.value.trim()) setCommentMissing(false);
        }}
        multiline
        minRows={2}
        fullWidth
        inputRef={commentRef}
        error={commentMissing}
        helperText={commentMissing ? t('wfCommentRequired') : t('wfCommentHelp')}
        sx={{ mb: 2 }}
      />
      {review.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {workflowErrorText(t, review.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          disabled={!change.gatesPassed || review.isPending}
          onClick={() => decide('approve')}
          {...(change.gatesPassed ? {} : { 'aria-describedby': 'approve-blocked' })}
        >
          {t('wfApprove')}
        </Button>
        <Button variant="outlined" color="error" disabled={review.isPending} onClick={() => decide('reject')}>
          {t('wfReject')}
        </Button>
      </Box>
    </Box>
  );
}
