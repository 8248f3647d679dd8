import { IntentLink } from '@/components/widgets/IntentLink';
import styles from './lead-pages.module.css';

export interface PlanCard {
  id: string;
  name: string;
  price: string;
  unit: string;
  minUsers: string;
  tagline: string;
  features: string[];
  /** Where the card's button leads: the order form with this plan chosen. */
  href: string;
  action: string;
  /** Shown as a badge on the recommended plan. */
  badge?: string;
}

/** The editions side by side (two per row on tablets, one on phones), each with an h3. */
export function PlanCards({ plans }: { plans: PlanCard[] }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={plan.badge ? styles.planFeatured : styles.plan} data-testid={`plan-${plan.id}`}>
          {plan.badge ? <p className={styles.planBadge}>{plan.badge}</p> : null}
          <h3 className={styles.planName}>{plan.name}</h3>
          <p className={styles.planTagline}>{plan.tagline}</p>
          <p className={styles.planPrice}>
            <span className={styles.planAmount}>{plan.price}</span>
            <span className={styles.planUnit}>{plan.unit}</span>
          </p>
          <p className={styles.planMin}>{plan.minUsers}</p>
          <ul className={styles.planFeatures}>
            {plan.features.map((f) => <li key={f}>{f}</li>)}
          </ul>
          <IntentLink href={plan.href} className={plan.badge ? styles.planActionPrimary : styles.planAction} scroll>
            {plan.action}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
