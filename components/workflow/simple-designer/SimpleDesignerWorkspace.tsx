'use client';

import { CloudUploadOutlined, FormOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { approverGapMessage } from '@/lib/contract/workflow-approver-gaps';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { addBranch, findNode, insertNode, moveBranch, removeBranch, removeNode } from '@/lib/workflow/simple-flow/edit';
import { freshId, newBranch, newNode, type NodeType } from '@/lib/workflow/simple-flow/new-nodes';
import { simpleFlowSchema, type FlowField, type SimpleFlow } from '@/lib/workflow/simple-flow/schema';
import { validateFlow, type ProblemKey } from '@/lib/workflow/simple-flow/validate';
import { checkApprovers } from '../models/model-api';
import { saveModelXml, useSaveDeploy } from '../models/use-save-deploy';
import { keyFromName, uniqueKey } from '@/lib/contract/name-keys';
import { MADE_PROCESS_KEY_LENGTH, useTakenProcessKeys } from '../models/taken-process-keys';
import { FlowEditingContext, type FlowEditing, type Selection } from './flow-editing';
import { AddNodeButton } from './AddNodeButton';
import { NodeList } from './FlowTree';
import { NodeCard } from './NodeCard';
import { NodeDrawer } from './NodeDrawer';
import styles from './simple-designer.module.css';

export const BPMN_DESIGNER_PATH = '/workflow/designer';

/** The form designer of a model, opened from here: its back button returns to this model's tree. */
export const formDesignerHref = (modelKey: string) => `/workflow/form-designer?key=${encodeURIComponent(modelKey)}&from=simple`;

interface WorkspaceProps {
  initial: SimpleFlow;
  /** The fields of the model's designed form, when it has one: conditions read those. */
  designFields?: FlowField[] | null;
  modelKey: string | null;
  onCreated: (modelKey: string) => void;
}

/**
 * The simple designer: the tree as cards from 发起人 down to 流程结束, a "+" on every line, a drawer
 * for what was clicked; 保存 compiles the tree to BPMN and saves it as the model, 部署 also deploys
 * it (refused while a node is marked, or an approver is not in the organisation).
 */
export default function SimpleDesignerWorkspace({ initial, designFields, modelKey, onCreated }: WorkspaceProps) {
  const t = useTranslations('simpleDesigner');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const router = useRouter();
  const [flow, setFlow] = useState<SimpleFlow>(initial);
  const [leaving, setLeaving] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const fields = designFields ?? flow.fields;
  const problems = useMemo(() => validateFlow(flow, fields), [flow, fields]);
  const problemMap = useMemo(() => {
    const map = new Map<string, ProblemKey>();
    for (const p of problems) if (!map.has(p.at)) map.set(p.at, p.key);
    return map;
  }, [problems]);

  const setNodes = (change: (nodes: SimpleFlow['nodes']) => SimpleFlow['nodes']) => setFlow((f) => ({ ...f, nodes: change(f.nodes) }));
  const editing: FlowEditing = {
    fields,
    problems: problemMap,
    select: setSelection,
    insert: (listId: string, index: number, type: NodeType) => {
      const id = freshId(flow.nodes, type);
      const branches = type === 'condition'
        ? [t('node.branch', { n: 1 }), t('node.otherwise')]
        : [t('node.parallelBranch', { n: 1 }), t('node.parallelBranch', { n: 2 })];
      setNodes((nodes) => insertNode(nodes, listId, index, newNode(type, id, { node: t(`node.${type}`), branches })));
      if (type !== 'condition' && type !== 'parallel') setSelection({ kind: 'node', id });
    },
    removeNode: (id) => setNodes((nodes) => removeNode(nodes, id)),
    addBranch: (groupId) => {
      const id = freshId(flow.nodes, `${groupId}_b`);
      const n = Number(id.slice(id.lastIndexOf('_') + 1));
      const parallel = findNode(flow.nodes, groupId)?.type === 'parallel';
      setNodes((nodes) => addBranch(nodes, groupId, newBranch(id, t(parallel ? 'node.parallelBranch' : 'node.branch', { n }))));
    },
    removeBranch: (id) => setNodes((nodes) => removeBranch(nodes, id)),
    moveBranch: (id, by) => setNodes((nodes) => moveBranch(nodes, id, by)),
  };

  const processKey = useMadeProcessKey(modelKey === null ? flow.process.name : null);
  const save = async (): Promise<string | null> => {
    // A new flow's first save makes its process key from its name (差旅报销 → chailv_baoxiao).
    const parsed = simpleFlowSchema.safeParse(modelKey === null && processKey ? { ...flow, process: { ...flow.process, id: processKey } } : flow);
    if (!parsed.success) {
      message.error(t(flow.process.name.trim() ? 'toolbar.invalid' : 'toolbar.nameRequired'));
      return null;
    }
    const saved = await saveModelXml(modelKey, await compileSimpleFlow(parsed.data), onCreated);
    if (saved && modelKey === null) setFlow((f) => ({ ...f, process: { ...f.process, id: parsed.data.process.id } }));
    return saved;
  };

  /** Unless an approver is not in the organisation: each is named instead. */
  const mayDeploy = async (key: string) => {
    const gaps = await checkApprovers(key).catch(() => null);
    if (!gaps) return false;
    for (const gap of gaps) {
      const { key: messageKey, values } = approverGapMessage(gap, 'deploy');
      message.error(tAll(messageKey, { ...values, label: tAll(values.label) }));
    }
    return gaps.length === 0;
  };

  /** The form designer, once the tree is saved (a new flow becomes a model first), so nothing drawn here is lost. */
  const openFormDesigner = async () => {
    setLeaving(true);
    const key = await save();
    if (key) router.push(formDesignerHref(key));
    else setLeaving(false);
  };

  const { busy, run } = useSaveDeploy({
    save,
    deployBlocked: () => {
      if (problems.length > 0) message.error(t('toolbar.problems', { count: problems.length }));
      return problems.length > 0;
    },
    saved: () => void message.success(t('toolbar.saved')),
    mayDeploy,
    deployed: (version) => void message.success(t('toolbar.deployed', { version })),
  });

  return (
    <FlowEditingContext.Provider value={editing}>
      <div className={styles.workspace}>
        <div className={styles.toolbar}>
          <Input
            value={flow.process.name}
            onChange={(e) => setFlow((f) => ({ ...f, process: { ...f.process, name: e.target.value } }))}
            status={flow.process.name.trim() ? undefined : 'error'}
            maxLength={100}
            aria-label={t('toolbar.name')}
            placeholder={t('toolbar.name')}
            style={{ maxWidth: 320 }}
            data-testid="simple-process-name"
          />
          <Space wrap>
            <Button icon={<FormOutlined />} loading={leaving} disabled={busy !== null || leaving} onClick={() => void openFormDesigner()} data-testid="simple-open-form-designer">
              {t(designFields ? 'toolbar.editForm' : 'toolbar.designForm')}
            </Button>
            {modelKey ? (
              <IntentLink href={`${BPMN_DESIGNER_PATH}?key=${encodeURIComponent(modelKey)}`} data-testid="simple-open-bpmn">
                <Button>{t('toolbar.openBpmn')}</Button>
              </IntentLink>
            ) : null}
            <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')} data-testid="simple-save">
              {t('toolbar.save')}
            </Button>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'deploy'} disabled={busy !== null} onClick={() => void run('deploy')} data-testid="simple-deploy">
              {t('toolbar.deploy')}
            </Button>
          </Space>
        </div>
        <div className={styles.canvas} data-testid="simple-canvas">
          <div className={styles.list} style={{ margin: '0 auto', width: 'max-content' }}>
            <NodeCard id="start" selection={{ kind: 'start' }} title={flow.process.startName} headClass={styles.start} body={t('node.startHint', { count: fields.length })} />
            <AddNodeButton listId="" index={0} />
            <NodeList nodes={flow.nodes} listId="" />
            <div className={styles.end} data-testid="simple-end">
              <div className={styles.endDot} />
              {flow.process.endName}
            </div>
          </div>
        </div>
      </div>
      <NodeDrawer flow={flow} fields={fields} designed={Boolean(designFields)} modelKey={modelKey} selection={selection} onChange={setFlow} onClose={() => setSelection(null)} onOpenForm={() => void openFormDesigner()} />
    </FlowEditingContext.Provider>
  );
}

/** The process key a new flow's name makes, numbered past the keys other models have (as far as they are known yet); null without a name. */
function useMadeProcessKey(name: string | null): string | null {
  const base = name?.trim() ? keyFromName(name, { fallback: 'process', maxLength: MADE_PROCESS_KEY_LENGTH }) : null;
  const taken = useTakenProcessKeys(base);
  return base ? uniqueKey(base, taken ?? new Set(), MADE_PROCESS_KEY_LENGTH) : null;
}
