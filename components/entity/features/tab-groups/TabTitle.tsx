import styles from './tab-groups.module.css';

interface TabTitleProps {
  label: string;
  /** How many records the tab holds (undefined: not known, or not the caller's to list). */
  count: number | undefined;
  /** The child entity's name, or the group's. */
  name: string;
  group?: boolean;
}

/** A child tab's (or a group's) title with the number of records it holds. */
export function TabTitle({ label, count, name, group = false }: TabTitleProps) {
  return (
    <span data-testid={group ? 'record-tab-group' : 'record-child-tab'} data-name={name}>
      {label}
      {count === undefined ? null : (
        <>
          {' '}
          <span className={styles.tabCount} data-testid="record-tab-count">{count}</span>
        </>
      )}
    </span>
  );
}
