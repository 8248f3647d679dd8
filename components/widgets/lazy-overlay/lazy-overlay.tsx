'use client';

import {
  cloneElement,
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import styles from './lazy-overlay.module.css';

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
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
 * rows are never deleted, most menus never opened. The stand-in trigger stays until it is used,
 * and the real one, open, takes its place then (as soon as the code is there). A click-opened
 * overlay swaps on the click, never earlier: a swap could fall between a press and its release and
 * the click would be lost with the element it began on. A hover-opened one swaps once its code is
 * there if the pointer is still on the trigger (a focus-opened one while the trigger has the focus).
 * A trigger that had the focus keeps it. An overlay the caller holds open is the real one at once.
 */
export function createLazyOverlay<P extends OverlayProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  defaultTriggers: readonly string[],
) {
  const Real = lazy(load) as unknown as ComponentType<P>;
  const fetchCode = () => load().catch(() => undefined);

  /** The real overlay, open because the user reached for its stand-in, then opening and closing as it says (not every antd overlay takes defaultOpen). */
  function Opened(props: P & { children: ReactElement }) {
    const [open, setOpen] = useState(true);
    return (
      <Real
        {...props}
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
    const [opened, setOpened] = useState(false);
    const holder = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const pointerOn = useRef(false);
    const triggers = triggersOf(props.trigger, defaultTriggers);
    const openWhenLoaded = (still: () => boolean) =>
      void fetchCode().then((loaded) => {
        if (loaded && still()) setOpened(true);
      });
    const own = children.props;
    const waiting = cloneElement(children, {
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        pointerOn.current = true;
        if (triggers.includes('hover')) openWhenLoaded(() => pointerOn.current);
        else void fetchCode();
      },
      onPointerLeave: (event) => {
        own.onPointerLeave?.(event);
        pointerOn.current = false;
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        if (triggers.includes('focus')) openWhenLoaded(() => hadFocus.current);
        else void fetchCode();
      },
      onClick: (event) => {
        own.onClick?.(event);
        if (triggers.includes('click')) setOpened(true);
      },
    });
    const real = props.open !== undefined || opened;
    return (
      <span
        ref={holder}
        className={styles.holder}
        onFocusCapture={() => {
          hadFocus.current = true;
        }}
        onBlurCapture={(event) => {
          // Focus moved on to something else; a trigger being replaced loses it to nothing.
          if (event.relatedTarget) hadFocus.current = false;
        }}
      >
        {real ? (
          <Suspense fallback={waiting}>
            {props.open === undefined ? <Opened {...props}>{children}</Opened> : <Real {...props}>{children}</Real>}
            <KeepFocus holder={holder} had={hadFocus} />
          </Suspense>
        ) : (
          waiting
        )}
      </span>
    );
  };
}
