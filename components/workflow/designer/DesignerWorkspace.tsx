'use client';

import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
// The palette's icon font as a file of its own (woff2, 13 KB) rather than bpmn-embedded.css, whose
// stylesheet carries it inline in base64 (47 KB gzip of CSS holding up the page's first paint).
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';

import { useMessages, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { convertDialect, dialectOf } from '@/lib/workflow/dialect';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import { newDiagramXml, newProcessIdentity } from '@/lib/workflow/new-diagram';
import { restoreView, viewOf, type CarriedView } from './modeler/carried-view';
import { DesignerProvider } from './modeler/DesignerContext';
import { loadSimulation, type SimulationModule } from './modeler/load-simulation';
import { useModeler } from './modeler/use-modeler';
import { useApproverProblems } from './modeler/use-approver-problems';
import { useProblemMarkers, useRunProblems } from './modeler/use-run-problems';
import { PropertiesPanel } from './panel/PropertiesPanel';
import { DesignerToolbar } from './toolbar/DesignerToolbar';
import styles from './designer.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

export interface DesignerWorkspaceProps {
  /** The saved model being edited, or null for a new one not saved yet. */
  modelKey: string | null;
  initialXml?: string;
  /** A new model was saved for the first time. */
  onCreated: (modelKey: string) => void;
}

type BpmnTexts = Record<string, string>;

/** The pointer or the focus on the switch only fetches the simulation's code. */
const prefetchSimulation = () => void loadSimulation().catch(() => undefined);

/** The canvas, its toolbar and the properties panel (loaded only on the designer route). */
export default function DesignerWorkspace({ modelKey, initialXml, onCreated }: DesignerWorkspaceProps) {
  const t = useTranslations('designer');
  const { message } = useFeedback();
  const messages = useMessages() as { designer?: { bpmn?: BpmnTexts } };
  const texts = messages.designer?.bpmn;
  const lookup = useCallback((key: string) => texts?.[key], [texts]);
  const [dialect, setDialect] = useState<Dialect>(() => dialectOf(initialXml ?? ''));
  // The XML the next modeler imports: the stored model, a new diagram, or the converted current one.
  const [firstXml] = useState(() => initialXml ?? newDiagramXml(dialect, newProcessIdentity(Date.now(), t('page.newProcessName'))));
  const pendingXml = useRef<string>(firstXml);
  const container = useRef<HTMLDivElement>(null);
  // The token simulation, once asked for: the modelers made from then on carry it.
  const [simulation, setSimulation] = useState<SimulationModule | null>(null);
  const [simulationLoading, setSimulationLoading] = useState(false);
  const state = useModeler(container, dialect, lookup, simulation);
  const { modeler } = state;
  const runProblems = useRunProblems(modeler, state.revision);
  const [approverProblems, approverProblemsFound] = useApproverProblems(state.revision);
  // What the deploy would refuse: the panel warns of it and the canvas marks it.
  const problems = useMemo(() => (approverProblems.length ? [...runProblems, ...approverProblems] : runProblems), [runProblems, approverProblems]);
  useProblemMarkers(modeler, problems);
  // The modeler the token simulation is on: a new modeler starts without it.
  const [simulatingIn, setSimulatingIn] = useState<typeof modeler>(null);
  const simulating = modeler !== null && simulatingIn === modeler;
  // What the next modeler takes over from the one it replaces, after importing the diagram.
  const carried = useRef<{ view: CarriedView; simulate: boolean } | null>(null);
  const current = useRef(modeler);
  useEffect(() => {
    current.current = modeler;
  }, [modeler]);
  const [savedKey, setSavedKey] = useState(modelKey);

  // Read through a ref: a new translator object must not import the diagram again.
  const reportImportFailure = useRef<(error: unknown) => void>(() => undefined);
  useEffect(() => {
    reportImportFailure.current = (error) => {
      void message.error(t('file.importFailed', { detail: error instanceof Error ? error.message.split('\n')[0]! : '' }));
    };
  }, [message, t]);

  useEffect(() => {
    if (!modeler) return;
    let live = true;
    modeler.importXML(pendingXml.current).then(
      () => {
        const takeOver = carried.current;
        if (!live || !takeOver) return;
        carried.current = null;
        restoreView(modeler, takeOver.view);
        if (takeOver.simulate) {
          modeler.get('toggleMode').toggleMode(true);
          setSimulatingIn(modeler);
        }
      },
      (error: unknown) => {
        if (live) reportImportFailure.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [modeler]);

  /** Switches the prefix: the current diagram is carried over with its attributes renamed. */
  const changeDialect = useCallback(
    async (next: Dialect) => {
      if (!modeler || next === dialect) return;
      const { xml } = await modeler.saveXML({ format: true });
      pendingXml.current = convertDialect(xml ?? '', dialect, next);
      setDialect(next);
    },
    [modeler, dialect],
  );

  /**
   * Turns the simulation on or off. The first time, its code is fetched and a modeler carrying it
   * replaces the current one, taking over the diagram as it stands, the view and the selection
   * (the undo history starts again, as after a change of prefix).
   */
  const changeSimulating = useCallback(
    async (on: boolean) => {
      if (!modeler) return;
      if (simulation) {
        modeler.get('toggleMode').toggleMode(on);
        setSimulatingIn(on ? modeler : null);
        return;
      }
      if (!on) return;
      setSimulationLoading(true);
      try {
        const loaded = await loadSimulation();
        // A change of prefix meanwhile made another modeler: it is left as it is.
        if (current.current !== modeler) return;
        const { xml } = await modeler.saveXML({ format: true });
        pendingXml.current = xml ?? '';
        carried.current = { view: viewOf(modeler), simulate: true };
        setSimulation(() => loaded);
      } catch {
        message.error(t('toolbar.simulationFailed'));
      } finally {
        setSimulationLoading(false);
      }
    },
    [modeler, simulation, message, t],
  );

  /** Opens a diagram in another dialect: a new modeler with that dialect imports it. */
  const openInDialect = useCallback((xml: string, next: Dialect) => {
    pendingXml.current = xml;
    setDialect(next);
  }, []);

  const created = useCallback(
    (key: string) => {
      setSavedKey(key);
      onCreated(key);
      window.history.replaceState(null, '', `?key=${encodeURIComponent(key)}`);
    },
    [onCreated],
  );

  const context = useMemo(
    () => (modeler && state.element ? { modeler, element: state.element, dialect, revision: state.revision, problems, modelKey: savedKey } : null),
    [modeler, state.element, dialect, state.revision, problems, savedKey],
  );

  return (
    <div className={styles.workspace} data-testid="designer">
      <DesignerToolbar
        modeler={modeler}
        dialect={dialect}
        onDialectChange={changeDialect}
        onOpenInDialect={openInDialect}
        modelKey={savedKey}
        onCreated={created}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        selection={state.selection}
        zoom={state.zoom}
        simulating={simulating}
        simulationLoading={simulationLoading}
        onSimulatingChange={changeSimulating}
        onSimulationWanted={prefetchSimulation}
        problems={runProblems}
        onApproverProblems={approverProblemsFound}
      />
      <div className={styles.body}>
        <div className={styles.canvas} ref={container} data-testid="designer-canvas" />
        <aside className={styles.panel} aria-label={t('panel.title')}>
          {context ? (
            <DesignerProvider value={context}>
              <PropertiesPanel />
            </DesignerProvider>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
