// Which components render in a screen change (journey-trace.bench.ts): an init script that stands in for React's
// DevTools hook, as React (production builds too) reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__`. At each
// commit it walks the committed tree where it changed and counts the components whose render function ran (mounted,
// or updated with React's PerformedWork flag); a subtree whose parent kept its children as they were was not
// rendered and is skipped, as React DevTools' own "highlight updates" does. Names are readable in an unminified build
// (vite build --minify false).

/** One commit: when (ms, page clock) and the components rendered, by name. */
export interface RenderCommit {
  at: number;
  rendered: Record<string, number>;
}

declare global {
  interface Window {
    journeyCommits?: RenderCommit[];
  }
}

/** The init script: serialised into the page by Playwright, so it refers to nothing outside its body. */
export function journeyRenders(): void {
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  // React's work tags of components (function, class, forwardRef, memo, simple memo) and its PerformedWork flag.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') {
      const named = type as { displayName?: string; name?: string };
      return named.displayName || named.name || '(anonymous)';
    }
    if (type && typeof type === 'object') {
      const wrapper = type as { displayName?: string; render?: unknown; type?: unknown };
      if (wrapper.displayName) return wrapper.displayName;
      if (wrapper.render) return nameOf(wrapper.render);
      if (wrapper.type) return nameOf(wrapper.type);
    }
    return '(anonymous)';
  };
  const commits: RenderCommit[] = [];
  window.journeyCommits = commits;
  const visit = (parent: Fiber, rendered: Record<string, number>) => {
    for (let child = parent.child; child; child = child.sibling) {
      const before = child.alternate;
      const ran = COMPONENT_TAGS.has(child.tag) && (!before || (child.flags & PERFORMED_WORK) === PERFORMED_WORK);
      if (ran) {
        const name = nameOf(child.type);
        rendered[name] = (rendered[name] ?? 0) + 1;
      }
      if (!before || child.child !== before.child) visit(child, rendered);
    }
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const rendered: Record<string, number> = {};
      visit(root.current, rendered);
      commits.push({ at: performance.now(), rendered });
      if (commits.length > 2000) commits.splice(0, 1000);
    },
  };
}
