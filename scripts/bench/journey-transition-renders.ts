// Which components render in a screen change (journey-trace.bench.ts): an init script that stands in for React's
// DevTools hook, as React (production builds too) reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__`. At each
// commit it walks the committed tree where it changed and counts the components whose render function ran (mounted,
// or updated with React's PerformedWork flag); a subtree whose parent kept its children as they were was not
// rendered and is skipped, as React DevTools' own "highlight updates" does. Names are readable in an unminified build
// (vite build --minify false).

/**
 * One commit: when (ms, page clock), the components rendered by name, how many of them were mounted (no fiber before),
 * and the components unmounted (the subtrees React deleted), with the names of those subtrees' outermost components.
 */
export interface RenderCommit {
  at: number;
  rendered: Record<string, number>;
  mounted: number;
  unmounted: number;
  deleted: string[];
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
    subtreeFlags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    deletions?: Fiber[] | null;
  }
  // React's work tags of components (function, class, forwardRef, memo, simple memo) and its PerformedWork flag.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  // React's ChildDeletion flag: the fiber's `deletions` were removed in this commit (else they are a former one's).
  const CHILD_DELETION = 16;
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
  interface Counts {
    rendered: Record<string, number>;
    mounted: number;
    unmounted: number;
    deleted: string[];
  }
  // The components of a deleted subtree, and the name of its outermost one.
  const countDeleted = (fiber: Fiber, counts: Counts) => {
    let outer = '';
    const walk = (node: Fiber) => {
      if (COMPONENT_TAGS.has(node.tag)) {
        counts.unmounted += 1;
        outer ||= nameOf(node.type);
      }
      for (let child = node.child; child; child = child.sibling) walk(child);
    };
    walk(fiber);
    if (outer) counts.deleted.push(outer);
  };
  const visit = (parent: Fiber, counts: Counts) => {
    if (parent.flags & CHILD_DELETION) for (const gone of parent.deletions ?? []) countDeleted(gone, counts);
    for (let child = parent.child; child; child = child.sibling) {
      const before = child.alternate;
      const ran = COMPONENT_TAGS.has(child.tag) && (!before || (child.flags & PERFORMED_WORK) === PERFORMED_WORK);
      if (ran) {
        const name = nameOf(child.type);
        counts.rendered[name] = (counts.rendered[name] ?? 0) + 1;
        if (!before) counts.mounted += 1;
      }
      const deletedBelow = (child.flags | child.subtreeFlags) & CHILD_DELETION;
      if (!before || child.child !== before.child || deletedBelow) visit(child, counts);
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
      const counts: Counts = { rendered: {}, mounted: 0, unmounted: 0, deleted: [] };
      visit(root.current, counts);
      commits.push({ at: performance.now(), ...counts });
      if (commits.length > 2000) commits.splice(0, 1000);
    },
  };
}
