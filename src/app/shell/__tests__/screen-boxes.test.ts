import { HIDDEN_SCREEN, newScreenBox, placeScreenBoxes, watchScreenBoxes } from '../screen-boxes';

/** A screen's box holding `html`, as a portal fills it. */
function boxWith(html: string): HTMLDivElement {
  const box = newScreenBox();
  box.innerHTML = html;
  return box;
}

const hidden = (box: HTMLElement) =>
  box.hasAttribute(HIDDEN_SCREEN) &&
  box.style.contentVisibility === 'hidden' &&
  box.getAttribute('aria-hidden') === 'true';
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let slot: HTMLDivElement;
beforeEach(() => {
  slot = document.createElement('div');
  document.body.replaceChildren(slot);
});

describe('screen boxes (issue 24)', () => {
  it('keep every kept screen in the page, the shown one shown and the others hidden, and let go of the rest', () => {
    const address = boxWith('<main><h1>Address</h1><input id="root_street"></main>');
    const info = boxWith('<main><h1>Introduction</h1><a href="/steps/questionnaire">Start</a></main>');
    placeScreenBoxes(slot, [address, info], info);
    expect([...slot.children]).toEqual([address, info]);
    expect(hidden(address)).toBe(true);
    expect(hidden(info)).toBe(false);
    expect(info.style.contentVisibility).toBe('');

    // Back: the same elements, shown and hidden the other way round, none moved.
    placeScreenBoxes(slot, [address, info], address);
    expect([...slot.children]).toEqual([address, info]);
    expect(hidden(address)).toBe(false);
    expect(hidden(info)).toBe(true);

    placeScreenBoxes(slot, [address], address);
    expect([...slot.children]).toEqual([address]);
  });

  it('keeps a hidden screen laid out: the display: none that React’s Activity puts on its top elements is undone', () => {
    const address = boxWith('<main><h1>Address</h1></main><footer>Steps</footer>');
    const info = boxWith('<main><h1>Introduction</h1></main>');
    placeScreenBoxes(slot, [address, info], info);
    for (const element of address.children) (element as HTMLElement).style.setProperty('display', 'none', 'important');
    placeScreenBoxes(slot, [address, info], info);
    expect([...address.children].map((element) => (element as HTMLElement).style.display)).toEqual(['', '']);
  });

  it('takes a hidden screen whose ids are also the shown one’s out of the page until it is shown again', () => {
    // The same step twice in the history: a label or getElementById must find the shown screen's field.
    const first = boxWith(
      '<main><h1>Address</h1><label for="root_street">Street</label><input id="root_street"></main>',
    );
    const info = boxWith('<main><h1>Introduction</h1></main>');
    const again = boxWith(
      '<main><h1>Address</h1><label for="root_street">Street</label><input id="root_street"></main>',
    );
    placeScreenBoxes(slot, [first, info, again], again);
    expect([...slot.children]).toEqual([info, again]);
    expect(document.getElementById('root_street')?.closest('div')).toBe(again);

    placeScreenBoxes(slot, [first, info, again], first);
    expect([...slot.children]).toEqual([info, first]);
    expect(hidden(first)).toBe(false);
    expect(document.getElementById('root_street')?.closest('div')).toBe(first);
  });

  it('keeps a hidden screen after the shown one in the page whatever its ids: the shown one’s come first', () => {
    const shown = boxWith(
      '<main><h1>Address</h1><label for="root_street">Street</label><input id="root_street"></main>',
    );
    const later = boxWith('<main><h1>Address</h1><input id="root_street"></main>');
    placeScreenBoxes(slot, [shown, later], shown);
    expect([...slot.children]).toEqual([shown, later]);
    expect(document.getElementById('root_street')?.closest('div')).toBe(shown);
  });

  it('watches what a hidden screen renders later: its display: none undone, a clashing id sending it out', async () => {
    const earlier = boxWith('');
    const shown = boxWith('<main><h1>Personal data</h1><input id="root_name"></main>');
    placeScreenBoxes(slot, [earlier, shown], shown);
    const stop = watchScreenBoxes(slot);
    try {
      const main = document.createElement('main');
      main.style.setProperty('display', 'none', 'important');
      main.innerHTML = '<h1>Address</h1><input id="root_street">';
      earlier.append(main);
      await settled();
      expect(main.style.display).toBe('');
      expect(earlier.isConnected).toBe(true);

      main.insertAdjacentHTML('beforeend', '<input id="root_name">');
      // happy-dom's getElementById answers the element that got the id first, a browser the first in the page (the
      // hidden one, here): the shown field given its id again after it, both answer the same.
      const field = shown.querySelector('input') as HTMLInputElement;
      field.removeAttribute('id');
      field.id = 'root_name';
      await settled();
      expect(earlier.isConnected).toBe(false);
      expect(document.getElementById('root_name')?.closest('div')).toBe(shown);
    } finally {
      stop();
    }
  });

  // The reveal then finds its style and layout done (a hidden screen rendered ahead was never laid out).
  it('has the browser lay out what a hidden screen rendered, once it is idle, and nothing of the shown one', async () => {
    vi.useFakeTimers();
    const shown = boxWith('<main><h1>Personal data</h1></main>');
    const ahead = boxWith('');
    placeScreenBoxes(slot, [shown, ahead], shown);
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const stop = watchScreenBoxes(slot);
    try {
      ahead.innerHTML = '<main><h1>Address</h1></main>';
      shown.querySelector('h1')?.append(' (2)');
      await vi.advanceTimersByTimeAsync(0);
      // Not at once: the browser is busy with the render that filled it.
      expect(read).not.toHaveBeenCalled();
      // Without requestIdleCallback (jsdom), a tenth of the 5 s the idle wait takes at the most.
      await vi.advanceTimersByTimeAsync(500);
      expect(read.mock.contexts).toEqual([ahead.firstElementChild]);

      // A screen just hidden (a move on from it) keeps the layout it had: nothing to do.
      read.mockClear();
      placeScreenBoxes(slot, [shown, ahead], ahead);
      await vi.advanceTimersByTimeAsync(500);
      expect(read).not.toHaveBeenCalled();
    } finally {
      stop();
      read.mockRestore();
      vi.useRealTimers();
    }
  });

  it('lays out a hidden box put in the slot already filled', async () => {
    vi.useFakeTimers();
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const stop = watchScreenBoxes(slot);
    try {
      const shown = boxWith('<main><h1>Personal data</h1></main>');
      const ahead = boxWith('<main><h1>Address</h1></main>');
      placeScreenBoxes(slot, [shown, ahead], shown);
      await vi.advanceTimersByTimeAsync(500);
      expect(read.mock.contexts).toEqual([ahead.firstElementChild]);
    } finally {
      stop();
      read.mockRestore();
      vi.useRealTimers();
    }
  });
});
