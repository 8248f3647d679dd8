'use client';

import { Switch, Tooltip } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import type { DesignerModeler, DiagramElement } from '../modeler/bpmn-types';
import type { DesignerProblem } from '../modeler/designer-problem';
import { AlignActions } from './AlignActions';
import { FileActions } from './FileActions';
import { HistoryActions } from './HistoryActions';
import { PrefixMenu } from './PrefixMenu';
import { SaveActions } from './SaveActions';
import { ZoomActions } from './ZoomActions';
import styles from '../designer.module.css';

export interface DesignerToolbarProps {
  modeler: DesignerModeler | null;
  dialect: Dialect;
  onDialectChange: (dialect: Dialect) => void;
  onOpenInDialect: (xml: string, dialect: Dialect) => void;
  modelKey: string | null;
  onCreated: (modelKey: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  selection: DiagramElement[];
  zoom: number;
  simulating: boolean;
  /** The simulation's code is being fetched for its first use. */
  simulationLoading: boolean;
  onSimulatingChange: (on: boolean) => void;
  /** The pointer or the focus reached the switch: a click may follow. */
  onSimulationWanted: () => void;
  /** What the engine cannot run: deploying shows these instead of sending the model. */
  problems: DesignerProblem[];
  /** The approvers the server found missing when deploying was asked for. */
  onApproverProblems: (problems: DesignerProblem[]) => void;
}

/** The designer's toolbar: file, simulation, alignment, zoom, history, prefix, save. */
export function DesignerToolbar(props: DesignerToolbarProps) {
  const t = useTranslations('designer.toolbar');
  const { modeler } = props;
  if (!modeler) return <div className={styles.toolbar} />;

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('label')}>
      <FileActions modeler={modeler} dialect={props.dialect} onOpenInDialect={props.onOpenInDialect} />
      <Tooltip title={t('simulationHint')}>
        <span onPointerEnter={props.onSimulationWanted} onFocus={props.onSimulationWanted}>
          <Switch className={styles.simulation} checked={props.simulating} loading={props.simulationLoading} onChange={props.onSimulatingChange} checkedChildren={t('simulation')} unCheckedChildren={t('simulation')} data-testid="designer-simulation" />
        </span>
      </Tooltip>
      <AlignActions modeler={modeler} selection={props.selection} />
      <ZoomActions modeler={modeler} zoom={props.zoom} />
      <HistoryActions modeler={modeler} dialect={props.dialect} canUndo={props.canUndo} canRedo={props.canRedo} />
      <PrefixMenu dialect={props.dialect} onChange={props.onDialectChange} />
      <SaveActions modeler={modeler} modelKey={props.modelKey} onCreated={props.onCreated} problems={props.problems} onApproverProblems={props.onApproverProblems} />
    </div>
  );
}
