'use client';

import { Empty, Skeleton, Tag, Timeline } from 'antd';
import '@/components/providers/theme/antd-steps.css';
import { useTranslations } from 'next-intl';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useListSeparator } from '@/lib/client/list-separator';
import { CommentAttachmentLinks } from './CommentAttachmentLinks';
import { SignatureImage } from './SignatureImage';
import { actionTone } from './status';
import { useComments } from './workbench-api';
import styles from './workbench.module.css';

/** Whom an entry names: the receiver of a hand-over or a delegation, the holder a delegate handed back to, the signer withdrawn. */
function targetLabel(action: string): string {
  if (action === 'DELEGATE') return 'detail.delegatedTo';
  if (action === 'RESOLVE') return 'detail.resolvedTo';
  if (action === 'REASSIGN') return 'detail.reassignedTo';
  if (action === 'REMOVE_SIGN') return 'detail.signRemoved';
  return 'detail.turnedTo';
}

/** Whom an entry naming several people names: the signers added, or the people copied. */
const targetsLabel = (action: string) => (action.startsWith('ADD_SIGN') ? 'detail.signersAdded' : 'detail.copiedTo');

/** The request's history in order (getCommentInfos): who did what at which step, when, and what they said; the people it names by the names it came with. */
export function CommentTimeline({ instanceKey }: { instanceKey: string }) {
  const t = useTranslations('workbench');
  const { data, isLoading } = useComments(instanceKey);
  const separator = useListSeparator();
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!data || data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  const items = data.map((entry) => {
    const tone = actionTone(entry.action);
    return {
      key: String(entry.seq),
      color: tone.color,
      content: (
        <div data-testid="comment-entry" data-action={entry.action}>
          <div className={styles.timelineHead}>
            <strong>{entry.user_name || t('detail.system')}</strong>
            <Tag color={tone.color === 'gray' ? 'default' : tone.color}>{tone.label ? t(tone.label) : entry.action}</Tag>
            {entry.node_name ? <span>{entry.node_name}</span> : null}
            {entry.target_user ? <span>{t(targetLabel(entry.action), { name: entry.target_user_name ?? entry.target_user })}</span> : null}
            {entry.target_users?.length ? (
              <span data-testid="comment-targets">{t(targetsLabel(entry.action), { names: (entry.target_user_names ?? entry.target_users).join(separator) })}</span>
            ) : null}
            <time dateTime={entry.create_time} className={styles.secondary}>{formatMoment(entry.create_time, 'datetime')}</time>
          </div>
          {entry.comment ? <div className={styles.timelineComment}>{entry.comment}</div> : null}
          <CommentAttachmentLinks instanceKey={instanceKey} files={entry.attachments} />
          <SignatureImage instanceKey={instanceKey} fileKey={entry.signature} name={entry.user_name ?? ''} />
        </div>
      ),
    };
  });
  return <Timeline items={items} className={styles.timeline} data-testid="comment-timeline" />;
}
