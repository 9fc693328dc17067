// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');
const HOME = relative(ROOT, __dirname);

/** The app's and the flows' source files, tests left out (a test may name the address a person sees). */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('__tests__') && !file.startsWith(HOME));
}

const STRAY = [
  // A /steps/… path in a string.
  /['"`]\/steps\//,
  // Another route's path written out: a string that is the path, or a language route's part after `${lang}`.
  /['"`]\/(login|registration|forgot-password)['"`]/,
  /\$\{[^}]*}\/(reset-password|investment-questionnaire|questionnaire-evaluation|update-thank-you|questionnaire-info|new_strategy)\b/,
  // A referrer_url number.
  /referrer_url\s*(:|[=!<>]=*)\s*\d/,
];

/** The lines of `text` that write a route's path or a `referrer_url` number instead of naming it. */
function strayRoutes(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .filter((line) => STRAY.some((pattern) => pattern.test(line)));
}

describe('paths and referrer_url numbers live in src/flows/shared/routes only (issue 19)', () => {
  it('finds a path literal and a referrer number, and passes names', () => {
    expect(strayRoutes("navigate('/steps/contracts');")).toHaveLength(1);
    expect(strayRoutes('<Navigate to={`/steps/verification-result/${id}`} />')).toHaveLength(1);
    expect(strayRoutes('profileStore.update({ referrer_url: 7 });')).toHaveLength(1);
    expect(strayRoutes("if (answer.referrer_url === 9) return '';")).toHaveLength(1);
    expect(strayRoutes('<AppLink to="/login">')).toHaveLength(1);
    expect(strayRoutes('navigate(`/${encodeURIComponent(lang)}/update-thank-you`);')).toHaveLength(1);
    expect(strayRoutes("<AppLink to={pathTo('login')}>")).toHaveLength(0);
    expect(strayRoutes("navigate(pathTo('contracts'));")).toHaveLength(0);
    expect(strayRoutes('profileStore.update({ referrer_url: REFERRER_URL.contracts });')).toHaveLength(0);
    expect(strayRoutes("import definition from '../../../schemas/steps/login.json';")).toHaveLength(0);
  });

  it.each(['src/flows', 'src/app'])('%s names routes and steps instead of writing them', (folder) => {
    const found = sources(folder).flatMap((file) =>
      strayRoutes(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
