import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The screens talk to a real sandbox over HTTP and load routes lazily; the first import of a route in a fresh
// test worker is transformed on demand and can take over a second on a busy machine. findBy*/waitFor wait up to
// 5 s instead of Testing Library's 1 s (a passing test never waits longer than it needs).
configure({ asyncUtilTimeout: 5_000 });
