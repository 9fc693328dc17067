import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '../../i18n';
import { setErrorReporter } from '../../monitoring/report-error';
import { renderScreen } from '../../../../tests/support/render-screen';
import { LazyScreen } from '../lazy-screen';

// The screen error boundary as LazyScreen uses it: a screen whose code does not arrive and a screen that crashes.

const reported: unknown[] = [];
beforeAll(async () => {
  await setupI18n('sk');
  setErrorReporter((error) => reported.push(error));
});
beforeEach(() => {
  reported.length = 0;
  // React logs what a boundary caught; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function Crashing(): never {
  throw new Error('Cannot read properties of undefined (reading "slug")');
}

describe('a screen that fails', () => {
  it('whose code did not arrive shows the load message with a retry, and is not reported as a crash', async () => {
    let arrives = false;
    const load = () =>
      arrives
        ? Promise.resolve({ default: () => <h1>Registrácia</h1> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderScreen(<LazyScreen load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Obrazovku sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
    );
    expect(screen.queryByText(/niečo pokazilo/)).not.toBeInTheDocument();
    expect(reported).toEqual([]);
    arrives = true;
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrácia' })).toBeInTheDocument();
  });

  it('that crashes is reported and says something went wrong, with a retry and a way to the home page', async () => {
    const load = () => Promise.resolve({ default: Crashing });
    renderScreen(<LazyScreen load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Na tejto obrazovke sa niečo pokazilo. Skúste to znova alebo pokračujte z úvodnej stránky.',
    );
    expect(screen.queryByText(/nepodarilo načítať/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Na úvodnú stránku' })).toHaveAttribute('href', '/');
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('reading "slug"');
  });
});
