'use client';

import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveFavorite } from '@/lib/client/favorites';
import type { MenuItem } from '@/lib/client/session-types';
import { useSession } from '@/lib/client/session-state';
import styles from './shell-nav.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The star that adds a menu to the user's favourites or removes it. */
export function FavoriteStar({ item, label }: { item: MenuItem; label: string }) {
  const t = useTranslations('shellNav');
  const { userKey, setFavorite } = useSession();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const starred = item.isFavorite;

  const toggle = async () => {
    if (!userKey || saving) return;
    setSaving(true);
    try {
      await saveFavorite(item.id, userKey, !starred);
      setFavorite(item.id, !starred);
      void message.success(t(starred ? 'favoriteRemoved' : 'favoriteAdded'));
    } catch {
      // The API client already showed why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button
      type="text"
      size="small"
      className={starred ? `${styles.star} ${styles.starOn}` : styles.star}
      icon={starred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      loading={saving}
      aria-pressed={starred}
      aria-label={`${t(starred ? 'unfavorite' : 'favorite')}: ${label}`}
      title={t(starred ? 'unfavorite' : 'favorite')}
      data-testid={`favorite-${item.id}`}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
    />
  );
}
