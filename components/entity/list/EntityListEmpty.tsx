'use client';

import { Empty } from 'antd';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

// What an empty list says, and the typography it is set in, load when a list first comes back empty:
// most lists never do. Till then antd's empty picture holds the place.
const ListEmptyState = dynamic(() => import('./ListEmptyState').then((m) => m.ListEmptyState), {
  ssr: false,
  loading: () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />,
});

type EntityListEmptyProps = ComponentProps<typeof ListEmptyState> & {
  /** The list has answered at least once. */
  answered: boolean;
};

/**
 * Under the first load's spinner the list shows its empty picture only: the reasons and next
 * steps (and their code) come with a list that answered empty.
 */
export function EntityListEmpty({ answered, ...props }: EntityListEmptyProps) {
  return answered ? <ListEmptyState {...props} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />;
}
