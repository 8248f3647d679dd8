import styles from './sign-in-settings.module.css';

/** One titled part of a long settings form read top to bottom. */
export function SettingsSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}
