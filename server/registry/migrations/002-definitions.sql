-- The definition workflow: definitions, their immutable versions, shared drafts, changes with their gate reports,
-- reviews and publications. Definition JSON is kept as text, not jsonb: jsonb reorders keys, and a schema's
-- property order is the order a form shows its questions.

CREATE TABLE definitions (
  id text PRIMARY KEY,                   -- 'registration', 'questionnaire-a', 'scoring', 'golden-balanced-employee'
  kind text NOT NULL CHECK (kind IN ('step', 'questionnaire-section', 'scoring', 'golden-set')),
  path text NOT NULL UNIQUE,             -- where the repository layout keeps it: 'schemas/steps/registration.json'
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE definition_versions (
  definition_id text NOT NULL REFERENCES definitions (id),
  version_no integer NOT NULL,           -- 1, 2, 3 … per definition; 1 is the repository's import
  semver text NOT NULL,
  sha256 text NOT NULL,                  -- of the canonical serialisation of { definition, texts }
  file_text text NOT NULL,               -- the definition's file in the repository's layout
  texts text NOT NULL,                   -- JSON: { sk: { key: text }, en: …, bg: … }
  author_id text NOT NULL,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (definition_id, version_no)
);

-- A version is evidence: the database refuses to change or remove one.
CREATE FUNCTION definition_versions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'definition_versions are immutable: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER definition_versions_immutable
  BEFORE UPDATE OR DELETE ON definition_versions
  FOR EACH ROW EXECUTE FUNCTION definition_versions_refuse_change();

-- One shared draft per definition; `revision` counts its saves and makes its ETag.
CREATE TABLE definition_drafts (
  definition_id text PRIMARY KEY REFERENCES definitions (id),
  revision integer NOT NULL,
  base_version_no integer NOT NULL,
  file_text text NOT NULL,
  texts text NOT NULL,
  sha256 text NOT NULL,
  updated_by text NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE definition_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id text NOT NULL,
  author_name text NOT NULL,
  contributor_ids text NOT NULL,         -- JSON list: the proposer and whoever saved the drafts; none may approve
  reason text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('proposed', 'approved', 'rejected', 'published')),
  gates_passed boolean NOT NULL,
  gate_report text NOT NULL,             -- JSON GateReport
  created_at timestamptz NOT NULL
);

CREATE TABLE definition_change_items (
  change_id integer NOT NULL REFERENCES definition_changes (id),
  definition_id text NOT NULL REFERENCES definitions (id),
  version_no integer NOT NULL,           -- the version the change publishes (new, or an earlier one: a rollback)
  live_version_no integer,               -- what was live when proposed (the diff's left side)
  rollback boolean NOT NULL,
  PRIMARY KEY (change_id, definition_id),
  FOREIGN KEY (definition_id, version_no) REFERENCES definition_versions (definition_id, version_no)
);

CREATE TABLE definition_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  change_id integer NOT NULL REFERENCES definition_changes (id),
  reviewer_id text NOT NULL,
  reviewer_name text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
  comment text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Live is the publication with the latest effective time not after now: a scheduled one needs no timer.
CREATE TABLE definition_publications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  definition_id text NOT NULL,
  version_no integer NOT NULL,
  change_id integer REFERENCES definition_changes (id),   -- null for the repository's import
  effective_at timestamptz NOT NULL,
  published_by text NOT NULL,
  published_by_name text NOT NULL,
  published_at timestamptz NOT NULL,
  FOREIGN KEY (definition_id, version_no) REFERENCES definition_versions (definition_id, version_no)
);

CREATE INDEX definition_publications_live ON definition_publications (definition_id, effective_at DESC, id DESC);

-- The files of the repository's schemas/ and locales/ that are not definitions (meta-schemas, every locale file as
-- imported): the export writes them back, with the definitions' texts set in the locale files.
CREATE TABLE registry_base_files (
  path text PRIMARY KEY,
  content text NOT NULL
);
