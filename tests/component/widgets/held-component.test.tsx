import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldComponent } from '@/components/widgets/held-component';

/**
 * A component fetched on first use (components/widgets/held-component.tsx): once its code is held
 * it is drawn in the same render as its parent, never behind a placeholder; before, its place is
 * kept and it is drawn as soon as the code arrives; a failed fetch is tried again at the next showing.
 */
function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

const place = () => <span data-testid="place" />;

describe('heldComponent', () => {
  it('is drawn in its first render once fetched ahead', async () => {
    const Held = heldComponent(() => Promise.resolve(Greeting), place);
    await Held.preload();
    render(<Held name="李娜" />);
    // No waiting: found in the very render that showed it.
    expect(screen.getByText('你好，李娜')).toBeTruthy();
    expect(screen.queryByTestId('place')).toBeNull();
  });

  it('keeps its place until its code arrives, then is drawn', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Held = heldComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), place);
    render(<Held name="王芳" />);
    expect(screen.getByTestId('place')).toBeTruthy();
    arrive(Greeting);
    expect(await screen.findByText('你好，王芳')).toBeTruthy();
    expect(screen.queryByTestId('place')).toBeNull();
  });

  it('fetches again at the next showing when a fetch failed', async () => {
    let tries = 0;
    const Held = heldComponent(() => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)), place);
    const first = render(<Held name="张伟" />);
    await expect.poll(() => tries).toBe(1);
    expect(screen.getByTestId('place')).toBeTruthy();
    first.unmount();
    render(<Held name="张伟" />);
    expect(await screen.findByText('你好，张伟')).toBeTruthy();
    expect(tries).toBe(2);
  });
});
