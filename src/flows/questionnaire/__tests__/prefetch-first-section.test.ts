import { prefetchFirstSection } from '../pinned-sections';

// Issue 21: the introduction gets the first section ready ahead (the manifest, the module or the bundled chunk), but
// only once its own frame is painted: run as the screen's effect, the manifest's request and its chain started in
// the tasks before the introduction's first paint (the publication bench's traces), in that frame's way.
test('the first section is asked for only after the next frame is painted', async () => {
  const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
  let frame: FrameRequestCallback | undefined;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frame = callback;
    return 1;
  });
  prefetchFirstSection();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetched).not.toHaveBeenCalled();
  // The frame's callback runs before its style, layout and paint: still nothing asked for in it.
  frame?.(performance.now());
  expect(fetched).not.toHaveBeenCalled();
  await vi.waitFor(() =>
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/definitions\/manifest\.json$/), expect.anything()),
  );
});
