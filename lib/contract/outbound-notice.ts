import type { PreferenceEvent } from './notify-preferences';

/** A text of the catalogue with its values, written out in each recipient's own language. */
export interface LocalText {
  key: string;
  values: Record<string, string>;
}

/**
 * What makes an in-app business message leave the application too (e-mail, group robots, a
 * webhook): the event it is, for each recipient's preferences, and its title and text as catalogue
 * keys, since every recipient reads them in their own language.
 */
export interface OutboundNotice {
  event: PreferenceEvent;
  title: LocalText;
  text: LocalText;
}
