-- The texts of locales/ that no definition carries (landing, FAQ, help, toasts, errors…) become definitions of a
-- kind of their own, one per namespace (issue 23): drafted, gated, approved and published like the others.
ALTER TABLE definitions DROP CONSTRAINT definitions_kind_check;
ALTER TABLE definitions ADD CONSTRAINT definitions_kind_check
  CHECK (kind IN ('step', 'questionnaire-section', 'scoring', 'consistency', 'golden-set', 'texts'));
