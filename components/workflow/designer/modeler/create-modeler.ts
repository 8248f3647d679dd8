import Modeler from 'bpmn-js/lib/Modeler';
import TokenSimulationModule from 'bpmn-js-token-simulation';
import { moddleExtensions, type Dialect } from '@/lib/workflow/moddle-extensions';
import type { DesignerModeler } from './bpmn-types';
import { ctrlSelectModule } from './ctrl-select-module';
import { faithfulExportModule } from './faithful-export-module';
import { keepExtensionsModule } from './keep-extensions-module';
import { serviceTaskPaletteModule } from './service-task-palette-module';
import { translateModule } from './translate-module';

/**
 * A bpmn-js modeler in the given container with the dialect's moddle descriptor (one dialect at a
 * time: the same extension types under two prefixes would clash), token simulation and the
 * interface language's texts; Ctrl-click selects several elements; vendor elements a document
 * carries are kept.
 */
export function createModeler(container: HTMLElement, dialect: Dialect, lookup: (key: string) => string | undefined): DesignerModeler {
  return new Modeler({
    container,
    additionalModules: [TokenSimulationModule, translateModule(lookup), ctrlSelectModule, faithfulExportModule, keepExtensionsModule, serviceTaskPaletteModule(dialect)],
    moddleExtensions: { [dialect]: moddleExtensions[dialect] },
  }) as unknown as DesignerModeler;
}
