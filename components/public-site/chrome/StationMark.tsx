import type { Branding } from '@/lib/branding/branding';
import styles from './site-chrome.module.css';

/** The station logo from the base info, or a mark drawn from the name's first character. */
export function StationMark({ brand }: { brand: Branding }) {
  const name = brand.stationName ?? brand.productName;
  if (brand.stationLogo) {
    // Any size the administrator uploaded; the box fixes what it occupies.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={brand.stationLogo} alt="" width={32} height={32} className={styles.logo} />;
  }
  return <span className={styles.logoMark} aria-hidden>{name.slice(0, 1)}</span>;
}
