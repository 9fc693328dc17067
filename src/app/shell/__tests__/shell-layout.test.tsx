import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AUTH_COOKIE, createQueryClient } from '../../../api';
import { ScreenLayout } from '../../../flows/shared/screen-layout';
import { setupI18n } from '../../i18n';
import { FeedbackProvider } from '../../toasts/feedback-provider';
import { ToastContext } from '../../toasts/toast-context';
import { ToastStore } from '../../toasts/toast-store';
import { ShellLayout } from '../shell-layout';

// Issue 24: a step change renders the new screen, not the whole shell again. The shell's parts are counted as they
// render (each module's component wrapped by a counter): the header, the help and the footer questions.
const { counts, note } = vi.hoisted(() => {
  const counted = { header: 0, help: 0, faq: 0, faqMounts: 0 };
  return { counts: counted, note: (part: keyof typeof counted) => (counted[part] += 1) };
});

vi.mock('../header', async (original) => {
  const { Header } = await original<typeof import('../header')>();
  return {
    Header: (props: Parameters<typeof Header>[0]) => {
      note('header');
      return Header(props);
    },
  };
});
vi.mock('../help-button', async (original) => {
  const { HelpButton } = await original<typeof import('../help-button')>();
  return {
    HelpButton: () => {
      note('help');
      return <HelpButton />;
    },
  };
});
vi.mock('../faq-carousel', async (original) => {
  const { FaqCarousel } = await original<typeof import('../faq-carousel')>();
  function Counted(props: Parameters<typeof FaqCarousel>[0]) {
    note('faq');
    // Counted as React commits it: a passive effect could run after renderShell had already found the carousel, and
    // a busy machine then counted the first mount inside the step change (the CI run of the review's commit).
    useLayoutEffect(() => {
      note('faqMounts');
    }, []);
    return <FaqCarousel {...props} />;
  }
  return { FaqCarousel: Counted };
});

/** A step: its heading, its own footer cards, and a Continue that goes to `next`. */
function Step({ title, next, faq }: { title: string; next: string; faq?: string[] }) {
  const navigate = useNavigate();
  return (
    <ScreenLayout title={title} faq={faq}>
      <button type="button" onClick={() => navigate(next)}>
        Continue
      </button>
    </ScreenLayout>
  );
}

async function renderShell() {
  await setupI18n('sk');
  // Signed in as after the registration: the shell asks for no onboarding token.
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
  const toasts = new ToastStore();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastContext.Provider value={toasts}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={['/steps/one']}>
            <Routes>
              <Route element={<ShellLayout />}>
                <Route path="/steps/one" element={<Step title="One" next="/steps/two" />} />
                <Route path="/steps/two" element={<Step title="Two" next="/steps/three" />} />
                <Route path="/steps/three" element={<Step title="Three" next="/steps/one" faq={['strategies']} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'One' });
  await screen.findByRole('button', { name: 'Ďalšia otázka' });
}

async function continueTo(title: string) {
  await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
  await screen.findByRole('heading', { level: 1, name: title });
}

describe('the shell on a step change', () => {
  it('renders the new screen, not the header, the help or the footer questions again', async () => {
    await renderShell();
    const before = { ...counts };
    await continueTo('Two');
    expect(counts.header).toBe(before.header);
    expect(counts.help).toBe(before.help);
    expect(counts.faq).toBe(before.faq);
    expect(counts.faqMounts).toBe(before.faqMounts);
  });

  it('keeps the footer questions mounted when the next screen has cards of its own, from its first card', async () => {
    await renderShell();
    await continueTo('Two');
    // The person moves the carousel on; the next screen names other cards.
    await act(async () => screen.getByRole('button', { name: 'Ďalšia otázka' }).click());
    expect(screen.getByRole('button', { name: 'Predchádzajúca otázka' })).toBeEnabled();
    const mounts = counts.faqMounts;
    await continueTo('Three');
    expect(counts.faqMounts).toBe(mounts);
    // The new page's cards, from the first: the common three and the page's own, the first one shown. They follow the
    // screen one painted frame later (useAfterPaint), so a busy machine may show them after the heading.
    expect(await screen.findByRole('group', { name: '1 z 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Predchádzajúca otázka' })).toBeDisabled();
  });
});
