-- The questionnaire's consistency rules (schemas/questionnaire/consistency.json, issue 22) become a definition kind
-- of their own (issue 21): versioned, gated and published like the sections and the scoring table.
ALTER TABLE definitions DROP CONSTRAINT definitions_kind_check;
ALTER TABLE definitions ADD CONSTRAINT definitions_kind_check
  CHECK (kind IN ('step', 'questionnaire-section', 'scoring', 'consistency', 'golden-set'));
