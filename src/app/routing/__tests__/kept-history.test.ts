import { moveHistory, renewScreen, screensToKeep, startHistory } from '../kept-history';

// The tab's history as KeptScreens follows it (issue 24): which screen each entry shows and which are kept mounted.

describe('kept history', () => {
  it('gives a pushed entry a screen of its own and goes back and forward to the same screens', () => {
    let history = startHistory('a');
    history = moveHistory(history, 'b', 'PUSH');
    history = moveHistory(history, 'c', 'PUSH');
    const screens = { ...history.screens };
    history = moveHistory(history, 'b', 'POP');
    expect(history.keys[history.index]).toBe('b');
    history = moveHistory(history, 'c', 'POP');
    expect(history.screens).toEqual(screens);
    expect(new Set(Object.values(screens)).size).toBe(3);
  });

  it('drops the entries ahead on a push after going back, as the browser does', () => {
    let history = startHistory('a');
    history = moveHistory(history, 'b', 'PUSH');
    history = moveHistory(history, 'a', 'POP');
    history = moveHistory(history, 'd', 'PUSH');
    expect(history.keys).toEqual(['a', 'd']);
    expect(screensToKeep(history).has(history.screens.b ?? -1)).toBe(false);
  });

  it('keeps the screen on a replace (a token taken out of the address)', () => {
    let history = startHistory('a');
    history = moveHistory(history, 'b', 'REPLACE');
    expect(history.keys).toEqual(['b']);
    expect(history.screens.b).toBe(history.screens.a);
  });

  it('starts again at an entry it never saw, and renews a screen not to be shown again', () => {
    let history = moveHistory(startHistory('a'), 'b', 'PUSH');
    history = moveHistory(history, 'x', 'POP');
    expect(history.keys).toEqual(['x']);
    const renewed = renewScreen(history, 'x');
    expect(renewed.screens.x).not.toBe(history.screens.x);
  });

  it('keeps the screens of the two entries on either side only', () => {
    let history = startHistory('k0');
    for (let i = 1; i <= 5; i += 1) history = moveHistory(history, `k${i}`, 'PUSH');
    history = moveHistory(history, 'k2', 'POP');
    const kept = screensToKeep(history);
    expect(['k0', 'k1', 'k2', 'k3', 'k4', 'k5'].map((key) => kept.has(history.screens[key] ?? -1))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
