'use client';

import { Empty, List, Modal, Spin } from 'antd';
import '@/components/providers/theme/antd-list.css';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import { useState } from 'react';
import { useModelVersion, useModelVersions, type ModelRow } from './model-api';
import styles from './models.module.css';

/** The viewer loads only when a version's diagram is opened. */
const DiagramViewer = dynamic(() => import('./DiagramViewer'), {
  ssr: false,
  loading: () => (
    <div className={styles.diagramEmpty}>
      <Spin />
    </div>
  ),
});

/** A model's deployed versions, newest first, and the diagram of the one chosen. */
export function VersionsModal({ model, onClose }: { model: ModelRow | null; onClose: () => void }) {
  const t = useTranslations('designer.models.versions');
  const { data: versions, isLoading } = useModelVersions(model?.model_key ?? null);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? versions?.[0]?.definition_key ?? null;
  const { data: version } = useModelVersion(model ? current : null);

  return (
    <Modal
      open={model !== null}
      title={model ? t('title', { name: model.name }) : ''}
      width={1100}
      footer={null}
      onCancel={() => {
        setChosen(null);
        onClose();
      }}
      destroyOnHidden
    >
      <div className={styles.versions} data-testid="model-versions-dialog">
        <List
          className={styles.versionList}
          loading={isLoading}
          dataSource={versions ?? []}
          renderItem={(v) => (
            <List.Item
              onClick={() => setChosen(v.definition_key)}
              style={{ cursor: 'pointer', background: v.definition_key === current ? '#e6f4ff' : undefined, paddingInline: 8 }}
              data-testid="model-version-item"
            >
              <List.Item.Meta
                title={t('version', { version: v.version })}
                description={`${formatBusinessTime(v.deploy_time, 'YYYY-MM-DD HH:mm')} · ${v.deploy_by_name ?? '-'}`}
              />
            </List.Item>
          )}
        />
        <div className={styles.diagram}>
          {version && version.definition_key === current ? <DiagramViewer xml={version.xml} /> : <Empty className={styles.diagramEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        </div>
      </div>
    </Modal>
  );
}
