'use client';

import type { SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { useEffect, useRef, useState, type ComponentType, type ReactElement, type RefObject } from 'react';
import { captureTypedAhead, typeIntoFocused, type TypedAhead } from '@/lib/client/typed-ahead';
import { heldCode } from '../held-code';
import { SelectStandIn, type StandInEvents } from './SelectStandIn';
import { holdsSeveral } from './stand-in-values';

// Held once fetched: drawn at once from then on, so a tap opens it as fast as antd's own would.
const selectCode = heldCode(() => import('antd/es/select').then((module) => module.default as unknown as ComponentType<SelectProps>));
const fetchCode = () => void selectCode.fetch();
/** How long after a press the click that opens the select may come. */
const PRESS_WAIT_MS = 1500;

/** The real Select, opened and focused because the user reached for its stand-in; letters typed meanwhile go to its search. */
function OpenedSelect({ typedAhead, select: RealSelect, ...props }: SelectProps & { typedAhead: RefObject<TypedAhead | null>; select: ComponentType<SelectProps> }) {
  const [open, setOpen] = useState(true);
  const { onOpenChange } = props;
  // The stand-in was opened by the user, so whoever listens hears of it (paged pickers search then).
  useEffect(() => {
    onOpenChange?.(true);
    // The Select focused its search as it mounted (autoFocus): it takes what was typed while its code loaded.
    if (typedAhead.current) typeIntoFocused(typedAhead.current.take());
    // Once, for the opening the stand-in took: later changes are the Select's own to announce.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RealSelect
      {...props}
      autoFocus
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}

/**
 * antd's Select, its code fetched when the user first reaches for it, not with the page: until
 * then a stand-in draws the closed Select exactly as antd would (SelectStandIn). Lists show several
 * selects (filters, the page size) that most visits never open. The pointer coming near or the focus
 * arriving fetches the code; a click or an opening key swaps in the real Select, open and focused.
 * Props are antd's.
 */
export function LazySelect<ValueType = unknown, OptionType extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<ValueType, OptionType>,
): ReactElement {
  const plain = props as unknown as SelectProps;
  // A Select that is to be open or focused from the start is the real one from the start.
  const [state, setState] = useState<'waiting' | 'real' | 'opening'>(plain.open || plain.defaultOpen || plain.autoFocus ? 'real' : 'waiting');
  // Asked for before its code arrived: the stand-in stays until it has (the Select is drawn then).
  const [, setFetched] = useState(false);
  useEffect(() => {
    if (state !== 'waiting' && !selectCode.get()) void selectCode.fetch().then((code) => code && setFetched(true));
  }, [state]);
  const opened = useRef(false);
  // A searchable select tapped open: letters typed from the press on, before its code arrives, are
  // kept for its search. A press that opens nothing (a scroll) lets them go again.
  const typedAhead = useRef<TypedAhead | null>(null);
  const pressEnds = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (pressEnds.current) clearTimeout(pressEnds.current);
    typedAhead.current?.take();
  }, []);
  const keepTyping = () => {
    if (plain.showSearch) typedAhead.current ??= captureTypedAhead();
  };
  const events: StandInEvents = {
    onNear: fetchCode,
    onPress: () => {
      fetchCode();
      keepTyping();
      if (pressEnds.current) clearTimeout(pressEnds.current);
      pressEnds.current = setTimeout(() => {
        if (!opened.current) {
          typedAhead.current?.take();
          typedAhead.current = null;
        }
      }, PRESS_WAIT_MS);
    },
    onOpen: () => {
      opened.current = true;
      keepTyping();
      setState('opening');
    },
    onClear: () => {
      plain.onClear?.();
      const multiple = holdsSeveral(plain.mode);
      plain.onChange?.(multiple ? [] : undefined, multiple ? [] : undefined);
    },
    onRemove: (index) => {
      const chosen: unknown[] = Array.isArray(plain.value) ? plain.value : [];
      const removed = chosen[index];
      plain.onDeselect?.(removed, undefined as never);
      plain.onChange?.(chosen.filter((_, i) => i !== index), []);
    },
  };
  const RealSelect = selectCode.get();
  if (state === 'waiting' || !RealSelect) return <SelectStandIn props={plain} events={events} />;
  // An open state the caller holds is the caller's: the real one then opens as the caller says.
  const opening = state === 'opening' && plain.open === undefined;
  // eslint-disable-next-line react-hooks/static-components -- antd's Select, held for good once fetched: the same component on every render
  return opening ? <OpenedSelect {...plain} select={RealSelect} typedAhead={typedAhead} /> : <RealSelect {...plain} />;
}
