import { ok } from '@/lib/contract/envelope';
import { globalSearchAnswerSchema, globalSearchSchema, type GlobalSearchAnswer } from '@/lib/contract/global-search';
import { shellCalls } from '@/lib/contract/shell-calls';
import { defineCallRoute } from '../http/route';
import { globalSearch } from '../search/global-search';

/**
 * The top bar's search: any signed-in user, each kind answered only when the user may read its
 * list, and only the records that list would show them.
 */
const search = defineCallRoute(shellCalls.globalSearch, {
  tag: 'search',
  summary: 'Search customers, contacts, leads, opportunities, suppliers, resources, projects, contracts and articles at once: q (1-50 characters, Chinese, pinyin initials, Latin), limit per kind (1-20, default 5)',
  input: globalSearchSchema,
  output: globalSearchAnswerSchema,
  async handler({ db, auth, input }) {
    const answer: GlobalSearchAnswer = { groups: await globalSearch(db, auth, input.q, input.limit) };
    return ok(answer);
  },
});

export const globalSearchRoutes = [search];
