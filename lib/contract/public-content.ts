/**
 * What the public site shows of the content staff change in the back office. The site's pages are
 * kept in Next's cache; a committed change to a topic moves the topic's version, and every app
 * process renders the pages that show that topic anew on their next visit.
 */
export const PUBLIC_CONTENT_TOPICS = ['news'] as const;

export type PublicContentTopic = (typeof PUBLIC_CONTENT_TOPICS)[number];
