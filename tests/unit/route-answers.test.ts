import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/backend/routes';

const named = (route: (typeof allRoutes)[number]) => `${route.method} ${route.path}`;

describe('every route declares its answer', () => {
  it('as the schema of its data (output) or as a file (answersFile)', () => {
    const undeclared = allRoutes.filter((route) => !route.output && !route.answersFile).map(named);
    expect(undeclared).toEqual([]);
  });

  it('never as both', () => {
    expect(allRoutes.filter((route) => route.output && route.answersFile).map(named)).toEqual([]);
  });
});
