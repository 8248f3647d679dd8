export interface TimelineFeature {
  /**
   * This kind's records appear in their parent's timeline beside its history (follow-ups): the
   * moment each happened, who, a dictionary tag, the text, and further fields shown under it.
   */
  timeline?: TimelineDecl;
}

export interface TimelineDecl {
  /** A date-time field: when it happened (the timeline's order). */
  time: string;
  /** A user field: who did it. */
  who?: string;
  /** A dictionary field shown as a tag (how: phone, visit, …). */
  tag?: string;
  /** The text of the entry. */
  text: string;
  /** Fields shown under the text with their labels. */
  more?: readonly string[];
}
