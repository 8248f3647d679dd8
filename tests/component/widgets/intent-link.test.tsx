import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntentLink } from '@/components/widgets/IntentLink';
import { renderInApp } from '../render';

/**
 * A link of the product fetches its page ahead only when the reader reaches for it: shown, it
 * fetches nothing; the pointer, the keyboard's focus or a touch on it fetches that page once asked.
 * That Next.js's own fetching on sight stays off is first-load-code.spec.ts's, in a real browser.
 */
describe('IntentLink', () => {
  it('fetches nothing when shown, and its page when the pointer, the focus or a finger reaches it', async () => {
    const { router, user } = renderInApp(
      <>
        <IntentLink href="/crm/clue">线索</IntentLink>
        <IntentLink href="/crm/customer">客户</IntentLink>
      </>,
    );
    const clues = screen.getByRole('link', { name: '线索' });
    expect(clues.getAttribute('href')).toBe('/crm/clue');
    expect(router.prefetched).toEqual([]);

    await user.hover(clues);
    expect(router.prefetched).toEqual(['/crm/clue']);
    await user.tab();
    await user.tab();
    expect(router.prefetched).toEqual(['/crm/clue', '/crm/clue', '/crm/customer']);
    fireEvent.touchStart(screen.getByRole('link', { name: '客户' }));
    expect(router.prefetched.at(-1)).toBe('/crm/customer');
  });

  it('never fetches ahead an address outside the product', async () => {
    const { router, user } = renderInApp(<IntentLink href="//elsewhere.example/page">外部</IntentLink>);
    await user.hover(screen.getByRole('link', { name: '外部' }));
    expect(router.prefetched).toEqual([]);
  });
});
