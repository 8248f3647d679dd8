'use client';

import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement, type RefObject, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { heldCode } from '../held-code';
import styles from './lazy-overlay.module.css';

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
}

/** What the overlays here have in common: a trigger element and the ways it opens them. */
interface OverlayProps {
  children?: unknown;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean, ...rest: never[]) => void;
  trigger?: string | readonly string[];
}

export type LazyOverlayProps<P extends OverlayProps> = Omit<P, 'children' | 'defaultOpen'> & { children: ReactElement<TriggerProps> };

/** Puts the focus back on the trigger once the real one has replaced the stand-in, if nothing else took it. */
function KeepFocus({ holder, had }: { holder: RefObject<HTMLSpanElement | null>; had: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (had.current && lost) holder.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [holder, had]);
  return null;
}

const triggersOf = (trigger: OverlayProps['trigger'], fallback: readonly string[]) =>
  trigger === undefined ? fallback : typeof trigger === 'string' ? [trigger] : trigger;

/**
 * An antd overlay (popconfirm, drop-down menu, tooltip) around a trigger, its code fetched when
 * the pointer first reaches the trigger or the trigger takes the focus, not with the page: most
 * rows are never deleted, most menus never opened. Once the code is there and the pointer still on
 * the trigger, the real overlay takes the stand-in's place: open if hovering opens it, shut
 * otherwise (then it answers the next click itself). A click on the stand-in opens a click-opened
 * overlay as soon as the code is there. No swap falls between a press and its release (the click
 * would be lost with the element it began on): the swap on hover is made at once (flushSync) when
 * no press is under way, and one due during a press waits for the click.
 * A trigger that had the focus keeps it. An overlay the caller holds open is the real one at once.
 * One the caller holds shut is opened by asking the caller (onOpenChange), as antd's would.
 */
export function createLazyOverlay<P extends OverlayProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  defaultTriggers: readonly string[],
) {
  const code = heldCode(() => load().then((module) => module.default));
  const fetchCode = code.fetch;

  /** The real overlay, open because the user reached for its stand-in, then opening and closing as it says (not every antd overlay takes defaultOpen). */
  function Opened({ component: Component, ...props }: P & { component: ComponentType<P>; children: ReactElement }) {
    const [open, setOpen] = useState(true);
    return (
      <Component
        {...(props as unknown as P)}
        open={open}
        onOpenChange={(next: boolean, ...rest: never[]) => {
          setOpen(next);
          props.onOpenChange?.(next, ...rest);
        }}
      />
    );
  }

  return function LazyOverlay({ children, ...rest }: LazyOverlayProps<P>) {
    const props = rest as unknown as P;
    // The stand-in, then the real overlay: shut (reached for), or open (used, as a click or hover opens it).
    const [stage, setStage] = useState<'stand-in' | 'shut' | 'open'>('stand-in');
    const [, setFetched] = useState(code.get() !== null);
    const holder = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const pointerOn = useRef(false);
    // A press in progress: a swap now would take the element the press began on, and the click with it.
    const pressed = useRef(false);
    const swapAfterPress = useRef<'shut' | 'open' | null>(null);
    const triggers = triggersOf(props.trigger, defaultTriggers);
    const controlled = props.open !== undefined;
    const advance = (to: 'shut' | 'open') => {
      // An overlay whose open state the caller holds is opened by telling the caller.
      if (to === 'open' && controlled) props.onOpenChange?.(true);
      setStage((now) => (now === 'open' ? now : controlled ? 'shut' : to));
    };
    const swapWhenLoaded = (to: 'shut' | 'open', still: () => boolean) =>
      void fetchCode().then((component) => {
        if (!component || !still()) return;
        if (pressed.current) swapAfterPress.current = to;
        else flushSync(() => advance(to));
      });
    // Held open by the caller before the code is here: drawn once it is.
    const heldOpen = props.open === true;
    useEffect(() => {
      if (heldOpen && !code.get()) void fetchCode().then((component) => component && setFetched(true));
    }, [heldOpen]);
    const own = children.props;
    const waiting = cloneElement(children, {
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        pointerOn.current = true;
        swapWhenLoaded(triggers.includes('hover') ? 'open' : 'shut', () => pointerOn.current);
      },
      onPointerDown: (event) => {
        own.onPointerDown?.(event);
        pressed.current = true;
      },
      onPointerLeave: (event) => {
        own.onPointerLeave?.(event);
        pointerOn.current = false;
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        if (triggers.includes('focus')) swapWhenLoaded('open', () => hadFocus.current);
        else void fetchCode();
      },
      onClick: (event) => {
        own.onClick?.(event);
        pressed.current = false;
        const to = triggers.includes('click') ? 'open' : swapAfterPress.current;
        if (!to) return;
        advance(to);
        // Drawn as soon as the code is there.
        if (!code.get()) void fetchCode().then((component) => component && setFetched(true));
      },
    });
    const Component = code.get();
    const real = Component !== null && (props.open === true || stage !== 'stand-in');
    return (
      <span
        ref={holder}
        className={styles.holder}
        // Its trigger opens an overlay of its own: a sheet of actions it sits in stays open (ActionSheet).
        data-opens-overlay
        onFocusCapture={() => {
          hadFocus.current = true;
        }}
        onBlurCapture={(event) => {
          // Focus moved on to something else; a trigger being replaced loses it to nothing.
          if (event.relatedTarget) hadFocus.current = false;
        }}
      >
        {real ? (
          <>
            {!controlled && stage === 'open' ? (
              <Opened {...props} component={Component}>
                {children}
              </Opened>
            ) : (
              <Component {...props}>{children}</Component>
            )}
            <KeepFocus holder={holder} had={hadFocus} />
          </>
        ) : (
          waiting
        )}
      </span>
    );
  };
}
