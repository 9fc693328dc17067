import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_SCREEN } from '../../shell/screen-boxes';
import { focusScreenHeading } from '../focus-screen-heading';

/** A kept screen hidden beside the shown one (screen-boxes.ts), each with its heading. */
function screens(): { shown: HTMLElement; hidden: HTMLElement } {
  document.body.innerHTML = `
    <main>
      <div ${HIDDEN_SCREEN}><h1 id="hidden">Adresa</h1></div>
      <div><h1 id="shown">Dotazník</h1></div>
    </main>`;
  return {
    shown: document.getElementById('shown') as HTMLElement,
    hidden: document.getElementById('hidden') as HTMLElement,
  };
}

describe('focusScreenHeading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("focuses the shown screen's heading after the frame that finds it, not in that frame", () => {
    const { shown, hidden } = screens();
    focusScreenHeading();
    vi.advanceTimersToNextFrame();
    // Found in the frame and made focusable; the focus waits for the frame to be drawn.
    expect(shown.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).not.toBe(shown);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(shown);
    expect(hidden.hasAttribute('tabindex')).toBe(false);
  });

  it('looks again on the next frames for a heading still loading', () => {
    document.body.innerHTML = '<main></main>';
    focusScreenHeading();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    const heading = document.createElement('h1');
    heading.textContent = 'Zmluvy';
    document.querySelector('main')?.append(heading);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(heading);
  });

  it('focuses nothing once cancelled (the person moved on) or once the screen was hidden meanwhile', () => {
    const { shown } = screens();
    const cancel = focusScreenHeading();
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(1);
    expect(document.activeElement).not.toBe(shown);

    focusScreenHeading();
    vi.advanceTimersToNextFrame();
    shown.parentElement?.setAttribute(HIDDEN_SCREEN, '');
    vi.advanceTimersByTime(1);
    expect(document.activeElement).not.toBe(shown);
  });
});
