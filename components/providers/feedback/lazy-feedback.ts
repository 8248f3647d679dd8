import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';

export type { MessageInstance, ModalInstance };

/** What antd's message and modal hooks give, once their code has loaded. */
export interface Feedback {
  message: MessageInstance;
  modal: ModalInstance;
}

type ModalHandle = ReturnType<ModalInstance['confirm']>;

/**
 * antd's handles are thenables (they settle when the message or dialog closes): boxed, so that a
 * promise carrying one settles when it is shown, not when it closes.
 */
interface Boxed<T> {
  handle: T;
}

const MESSAGE_KINDS = ['info', 'success', 'error', 'warning', 'loading'] as const;
const MODAL_KINDS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

const ignore = () => undefined;

/**
 * A message shown once the code has loaded. Closing it before then means it is never shown; its
 * promise settles when the real message closes, as antd's does.
 */
function deferredMessage(shown: Promise<Boxed<MessageType>>): MessageType {
  let closed = false;
  let close: (() => void) | undefined;
  shown.then(({ handle }) => {
    if (closed) handle();
    else close = handle;
  }, ignore);
  const hide = (() => {
    closed = true;
    close?.();
  }) as MessageType;
  hide.then = (onClosed, onFailed) => shown.then(({ handle }) => new Promise<boolean>((resolve) => void handle.then(resolve))).then(onClosed, onFailed);
  return hide;
}

/** antd's message API over code that loads on first use; calls made meanwhile are shown in order. */
export function lazyMessage(load: () => Promise<Feedback>): MessageInstance {
  const api = {
    open: (args) => deferredMessage(load().then((f) => ({ handle: f.message.open(args) }))),
    destroy: (key) => {
      load().then((f) => f.message.destroy(key), ignore);
    },
  } as MessageInstance;
  for (const kind of MESSAGE_KINDS) {
    api[kind] = (...args) => deferredMessage(load().then((f) => ({ handle: f.message[kind](...args) })));
  }
  return api;
}

/** A dialog opened once the code has loaded: closing or updating it before then still applies. */
function deferredDialog(opened: Promise<Boxed<ModalHandle>>): ModalHandle {
  return {
    destroy: () => {
      opened.then(({ handle }) => handle.destroy(), ignore);
    },
    update: (change) => {
      opened.then(({ handle }) => handle.update(change), ignore);
    },
    then: (onAnswer, onFailed) =>
      opened
        .then(({ handle }) => new Promise<boolean>((resolve) => void handle.then(resolve, () => resolve(false))))
        .then(onAnswer, (error: unknown) => {
          onFailed();
          throw error;
        }),
  };
}

/** antd's modal API over code that loads on first use. */
export function lazyModal(load: () => Promise<Feedback>): ModalInstance {
  const api = {} as ModalInstance;
  for (const kind of MODAL_KINDS) {
    api[kind] = (config) => deferredDialog(load().then((f) => ({ handle: f.modal[kind](config) })));
  }
  return api;
}
