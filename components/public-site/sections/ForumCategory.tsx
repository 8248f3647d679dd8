import { FaqList, type FaqItem } from './FaqList';
import styles from './blocks.module.css';

/** One topic of the public Q&A: its title (h3), a line about it, and its answered questions. */
export function ForumCategory({ id, title, text, items }: { id: string; title: string; text: string; items: FaqItem[] }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.forumCategory}>
      <h3 id={titleId} className={styles.forumCategoryTitle}>{title}</h3>
      <p className={styles.forumCategoryText}>{text}</p>
      <FaqList items={items} />
    </section>
  );
}
